import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('resolves relative DATA_DIR and WEB_DIST against the working directory', () => {
    const config = loadConfig({ DATA_DIR: path.relative(process.cwd(), dataDir), WEB_DIST: '../web/dist' });
    expect(config.DATA_DIR).toBe(dataDir);
    expect(config.WEB_DIST).toBe(path.resolve(process.cwd(), '../web/dist'));
  });

  it('leaves WEB_DIST unset when it is not given', () => {
    expect(loadConfig({ DATA_DIR: dataDir, WEB_DIST: undefined }).WEB_DIST).toBeUndefined();
  });
});
