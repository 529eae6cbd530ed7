import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

type Handler = RouteOptions['handler'];

export interface RequestsInFlight {
  /** Resolves true once no request's work is running, or false after `ms`. */
  settled(ms: number): Promise<boolean>;
}

interface Work {
  /** The route handler is running (its reply's onSend is its own, not the end of the work). */
  inHandler: boolean;
  end: () => void;
}

/**
 * Counts the requests whose work is still running, from their first hook to the end of their
 * handler (or to the answer a hook or the error handler sends instead), whether or not their
 * client is still there. A stopping server waits for the requests whose clients are connected;
 * one whose client left (a closed tab, a phone that lost its signal) is no longer waited for,
 * but its hooks and handler go on: closed at that moment, the database failed their next
 * statement (a 500 in the logs at every restart under traffic, a request's later statements
 * never run). The app closes the database once these are done (app.ts). Register it before any
 * route.
 */
export function trackRequestsInFlight(app: FastifyInstance): RequestsInFlight {
  let running = 0;
  let waiting: (() => void)[] = [];
  const work = new WeakMap<FastifyRequest, Work>();

  // Callback hooks: they run on every request, and an async one costs a promise each.
  app.addHook('onRequest', (request, _reply, next) => {
    running++;
    let ended = false;
    work.set(request, {
      inHandler: false,
      end: () => {
        if (ended) return;
        ended = true;
        running--;
        if (running > 0) return;
        for (const wake of waiting) wake();
        waiting = [];
      },
    });
    next();
  });
  // An answer sent by a hook (a cache, a refusal) or by the error handler: the work is over.
  app.addHook('onSend', (request, _reply, payload, next) => {
    const state = work.get(request);
    if (state && !state.inHandler) state.end();
    next(null, payload);
  });

  app.addHook('onRoute', (route) => {
    const handler = route.handler as (this: unknown, ...args: unknown[]) => unknown;
    route.handler = function (this: unknown, request: FastifyRequest, ...rest: unknown[]) {
      const state = work.get(request);
      const done = () => {
        if (!state) return;
        state.inHandler = false;
        state.end();
      };
      if (state) state.inHandler = true;
      let result: unknown;
      try {
        result = handler.call(this, request, ...rest);
      } catch (error) {
        done();
        throw error;
      }
      // A handler answering by its promise: done when it settles (the promise Fastify awaits
      // settles the same way). One that answered already, or answers by callback: done now.
      if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') {
        return Promise.resolve(result).finally(done);
      }
      done();
      return result;
    } as Handler;
  });

  return {
    settled(ms) {
      if (running === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        waiting.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
