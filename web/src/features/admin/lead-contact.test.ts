import { describe, expect, it } from 'vitest';
import { csvFileName, whatsAppChatLink } from './lead-contact.ts';

describe('whatsAppChatLink', () => {
  it('keeps only the digits, with the country code as typed', () => {
    expect(whatsAppChatLink('+54 9 11 4567-8901')).toBe('https://wa.me/5491145678901');
    expect(whatsAppChatLink('(011) 4567 8901')).toBe('https://wa.me/01145678901');
  });

  it('gives no link without a number', () => {
    expect(whatsAppChatLink(null)).toBeNull();
    expect(whatsAppChatLink('')).toBeNull();
    expect(whatsAppChatLink('sin teléfono')).toBeNull();
  });
});

describe('csvFileName', () => {
  it("uses the server's name", () => {
    expect(csvFileName('attachment; filename="consultas-nuevo.csv"', '2026-05-10')).toBe(
      'consultas-nuevo.csv',
    );
    expect(csvFileName("attachment; filename*=UTF-8''consultas%20mayo.csv", '2026-05-10')).toBe(
      'consultas mayo.csv',
    );
  });

  it("falls back to one with today's date", () => {
    expect(csvFileName(null, '2026-05-10')).toBe('consultas-2026-05-10.csv');
    expect(csvFileName('attachment', '2026-05-10')).toBe('consultas-2026-05-10.csv');
  });
});
