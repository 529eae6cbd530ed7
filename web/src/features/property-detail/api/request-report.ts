import type { ContactFormResponse, PropertyReportRequest } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function requestReport(input: PropertyReportRequest) {
  // The answer carries the listing's report link, so the document is revealed only after the form.
  return apiFetch<ContactFormResponse>('/api/form-message/contact', {
    method: 'POST',
    json: input,
  });
}

export function useRequestReport() {
  return useMutation({ mutationFn: requestReport });
}
