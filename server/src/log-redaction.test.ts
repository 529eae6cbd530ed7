import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './log-redaction.ts';

describe('withoutSecrets', () => {
  it('hides tokens in logged addresses and keeps the rest', () => {
    expect(withoutSecrets('/api/saved-searches/unsubscribe?token=abc-123')).toBe(
      '/api/saved-searches/unsubscribe?token=…',
    );
    expect(withoutSecrets('/busquedas/baja?x=1&token=abc&y=2')).toBe('/busquedas/baja?x=1&token=…&y=2');
    expect(withoutSecrets('/api/messages/stream?ticket=eyJhbGciOi.x.y')).toBe(
      '/api/messages/stream?ticket=…',
    );
    expect(withoutSecrets('/listing-properties?search=token')).toBe('/listing-properties?search=token');
  });
});
