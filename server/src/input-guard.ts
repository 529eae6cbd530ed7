import { API } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

// PostgreSQL refuses the NUL character in text and JSON (`invalid byte sequence`, `unsupported
// Unicode escape sequence`): left alone it turns a bad request into a database error, a 500.
const nulInUrl = (url: string) => /%00/i.test(url) || url.includes('\u0000');
const MAX_DEPTH = 20;

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/** Answers 400 to any path, query or body carrying a NUL before it can reach a handler. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (nulInUrl(request.url)) throw new HttpError(400, API.forbiddenCharacters);
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw new HttpError(400, API.forbiddenCharacters);
  });
}
