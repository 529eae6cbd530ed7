/**
 * The report field may hold a link or free text (spec §3): only a web link or a path on this
 * site is opened as a document, never a `javascript:` URL or a sentence.
 */
export function reportDocumentLink(report: string | null | undefined): string | null {
  const value = report?.trim() ?? '';
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;
}
