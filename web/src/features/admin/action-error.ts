import { API } from '@tranquera/contracts';

/** What a failed action tells the team: the server's Spanish message, or the generic one. */
export const actionError = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : API.serverError;
