import { describe, expect, it } from 'vitest';
import { summarize } from '@tranquera/contracts';

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

describe('summarize, the one rule web and server share (contracts)', () => {
  it('keeps a text of exactly the limit whole', () => {
    const text = 'x'.repeat(160);
    expect(summarize(text)).toBe(text);
  });
  it('cuts mid-word when the last space would keep no more than half', () => {
    const summary = summarize(`a ${'x'.repeat(200)}`);
    expect(summary).toBe(`a ${'x'.repeat(157)}…`);
    expect(summary).toHaveLength(160);
  });
  it('measures the half against the limit asked for', () => {
    expect(summarize('uno dos tres cuatro', 10)).toBe('uno dos…');
    expect(summarize('uno dostrescuatro', 10)).toBe('uno dostr…');
  });
});
