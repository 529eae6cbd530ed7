import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';
import { RATE_LIMIT_POLICIES, type RateLimitAction } from './rate-limits.ts';

const tooMany = 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.';

describe('rate limiter', () => {
  it.each(Object.entries(RATE_LIMIT_POLICIES))(
    'limits %s as its policy table says',
    async (action, policies) => {
      for (const policy of policies) {
        const limiter = new RateLimiter(true);
        // Every other key of the action gets a fresh value each time, so only this one fills up.
        const subject = (attempt: number) => ({
          ip: policy.key === 'ip' ? '10.0.0.1' : `10.0.1.${attempt}`,
          account: policy.key === 'account' ? 'ana@example.com' : `otro${attempt}@example.com`,
        });
        const hit = (attempt: number) => limiter.limit(action as RateLimitAction, subject(attempt));
        for (let attempt = 0; attempt < policy.max; attempt++) await hit(attempt);
        await expect(hit(policy.max)).rejects.toThrow(tooMany);
      }
    },
  );

  it('spends no account attempts once the address is blocked', async () => {
    const limiter = new RateLimiter(true);
    const [ipPolicy] = RATE_LIMIT_POLICIES.login;
    for (let i = 0; i < ipPolicy.max; i++)
      await limiter.limit('login', { ip: '10.0.0.2', account: `u${i}@example.com` });
    for (let i = 0; i < 20; i++) {
      await expect(
        limiter.limit('login', { ip: '10.0.0.2', account: 'victima@example.com' }),
      ).rejects.toThrow(tooMany);
    }
    // From another address the account still has all its attempts.
    await expect(
      limiter.limit('login', { ip: '10.0.0.3', account: 'victima@example.com' }),
    ).resolves.toBeUndefined();
  });

  it('counts a forged, huge address like any other, under a short key', async () => {
    const keys: string[] = [];
    const limiter = new RateLimiter(true, {
      async hit(key) {
        keys.push(key);
        return keys.filter((seen) => seen === key).length;
      },
    });
    const forged = 'x'.repeat(5000);
    for (let i = 0; i < 10; i++) await limiter.limit('register', { ip: forged });
    await expect(limiter.limit('register', { ip: forged })).rejects.toThrow(tooMany);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(120);
  });

  it('never limits when switched off (RATE_LIMITS=off)', async () => {
    const limiter = new RateLimiter(false);
    for (let i = 0; i < 100; i++) await limiter.limit('register', { ip: '10.0.0.4' });
  });
});
