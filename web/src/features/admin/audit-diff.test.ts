import { describe, expect, it } from 'vitest';
import { auditChanges, formatAuditValue } from './audit-diff.ts';

describe('auditChanges', () => {
  it('lists only the keys whose value changed', () => {
    const before = { status: 'active', featured_until: null, tags: ['a'], title: 'Campo' };
    const after = { status: 'paused', featured_until: null, tags: ['a', 'b'], title: 'Campo' };
    expect(auditChanges(before, after)).toEqual([
      { key: 'status', before: 'active', after: 'paused' },
      { key: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('lists added and removed keys', () => {
    expect(auditChanges({ reason: 'x' }, { recommended: true })).toEqual([
      { key: 'reason', before: 'x', after: undefined },
      { key: 'recommended', before: undefined, after: true },
    ]);
  });

  it('lists every key of a creation or a deletion', () => {
    expect(auditChanges(null, { status: 'nuevo' })).toEqual([
      { key: 'status', before: undefined, after: 'nuevo' },
    ]);
    expect(auditChanges({ status: 'nuevo' }, null)).toEqual([
      { key: 'status', before: 'nuevo', after: undefined },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('says absent, empty and yes/no in words', () => {
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('')).toBe('(vacío)');
    expect(formatAuditValue(true)).toBe('sí');
    expect(formatAuditValue(false)).toBe('no');
  });

  it('prints other values on one short line', () => {
    expect(formatAuditValue('paused')).toBe('paused');
    expect(formatAuditValue(3)).toBe('3');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    const long = formatAuditValue('x'.repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
