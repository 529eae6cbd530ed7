import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy in front may look like: short, and nothing that could forge a log line. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the id the load balancer or a caller gave the request in X-Request-Id
 * when it looks like one, otherwise a new UUID. Fastify logs it as `reqId` on every line of the
 * request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Answers every request with its id, so a client's report can be found in the logs. Set on the
 * raw response: answers written by hand (the message stream) carry it too.
 */
export async function echoRequestId(request: FastifyRequest, reply: FastifyReply) {
  reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
}
