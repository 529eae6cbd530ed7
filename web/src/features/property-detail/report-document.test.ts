import { describe, expect, it } from 'vitest';
import { reportDocumentLink } from './report-document.ts';

describe('reportDocumentLink', () => {
  it('opens web links and paths on this site', () => {
    expect(reportDocumentLink(' https://tranquera.com.ar/informes/a.pdf ')).toBe(
      'https://tranquera.com.ar/informes/a.pdf',
    );
    expect(reportDocumentLink('/uploads/informe.pdf')).toBe('/uploads/informe.pdf');
  });
  it('treats empty values, free text and other schemes as no document', () => {
    expect(reportDocumentLink('')).toBeNull();
    expect(reportDocumentLink(undefined)).toBeNull();
    expect(reportDocumentLink('Informe disponible a pedido')).toBeNull();
    expect(reportDocumentLink('javascript:alert(1)')).toBeNull();
    expect(reportDocumentLink('//otro-sitio.com/a.pdf')).toBeNull();
  });
});
