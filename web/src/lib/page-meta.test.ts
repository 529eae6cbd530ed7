import { describe, expect, it } from 'vitest';
import { summarize } from './page-meta.ts';

describe('summarize', () => {
  it('keeps short text, with whitespace collapsed', () => {
    expect(summarize('Campo  mixto\n\ncon casa.')).toBe('Campo mixto con casa.');
  });
  it('cuts long text at a word boundary near 160 characters', () => {
    const text = 'palabra '.repeat(40);
    const summary = summarize(text);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/palabra…$/);
  });
});
