const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a limit counts by: the client's address, or the account the request names. */
export type RateLimitKey = 'ip' | 'account';

export interface RateLimitPolicy {
  key: RateLimitKey;
  max: number;
  windowMs: number;
}

/**
 * Every rate limit of the API in one place: per action, how many attempts each key may make in
 * its window before the 429 (`RateLimiter.limit`).
 */
export const RATE_LIMIT_POLICIES = {
  register: [{ key: 'ip', max: 10, windowMs: HOUR }],
  login: [
    { key: 'ip', max: 30, windowMs: 15 * MINUTE },
    { key: 'account', max: 10, windowMs: 15 * MINUTE },
  ],
  'send-password': [
    { key: 'ip', max: 10, windowMs: HOUR },
    { key: 'account', max: 3, windowMs: HOUR },
  ],
  'update-password': [
    { key: 'ip', max: 30, windowMs: 15 * MINUTE },
    { key: 'account', max: 10, windowMs: 15 * MINUTE },
  ],
  'change-email': [
    { key: 'ip', max: 5, windowMs: HOUR },
    { key: 'account', max: 5, windowMs: HOUR },
  ],
  'buyer-request': [{ key: 'ip', max: 5, windowMs: HOUR }],
  contact: [{ key: 'ip', max: 10, windowMs: HOUR }],
  'listing-report': [{ key: 'ip', max: 10, windowMs: HOUR }],
  'feature-request': [{ key: 'account', max: 10, windowMs: HOUR }],
} as const satisfies Record<string, readonly RateLimitPolicy[]>;

export type RateLimitAction = keyof typeof RATE_LIMIT_POLICIES;

/** The values an action is limited by, e.g. `{ ip, account }` for 'login'. */
export type RateLimitSubject<A extends RateLimitAction> = Record<
  (typeof RATE_LIMIT_POLICIES)[A][number]['key'],
  string
>;
