import type { BuyerRequest, MessageResponse } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/request-property: stored and e-mailed to the team. */
export function useSendBuyerRequest() {
  return useMutation({
    mutationFn: (input: BuyerRequest) =>
      apiFetch<MessageResponse>('/api/request-property', { method: 'POST', json: input }),
  });
}
