import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('LoginThrottle', () => {
  it('locks a pair out after five failures within 20 s, for 20 s', () => {
    const c = clock();
    const throttle = new LoginThrottle({ now: c.now });
    for (let i = 0; i < 4; i++) throttle.recordFailure('ip|alice');
    expect(throttle.retryAfter('ip|alice')).toBe(0);
    throttle.recordFailure('ip|alice');
    expect(throttle.retryAfter('ip|alice')).toBe(20_000);
    expect(throttle.retryAfter('ip|bob')).toBe(0);
    c.advance(20_000);
    expect(throttle.retryAfter('ip|alice')).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const c = clock();
    const throttle = new LoginThrottle({ now: c.now });
    for (let i = 0; i < 4; i++) throttle.recordFailure('k');
    c.advance(20_001);
    throttle.recordFailure('k');
    expect(throttle.retryAfter('k')).toBe(0);
  });

  it('doubles each further lockout, up to the cap', () => {
    const c = clock();
    const throttle = new LoginThrottle({ now: c.now, maxLockMs: 60_000 });
    const lockouts = [];
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++) throttle.recordFailure('k');
      lockouts.push(throttle.retryAfter('k'));
      c.advance(throttle.retryAfter('k'));
    }
    expect(lockouts).toEqual([20_000, 40_000, 60_000, 60_000]);
  });

  it('is cleared by a successful login', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 5; i++) throttle.recordFailure('k');
    throttle.recordSuccess('k');
    expect(throttle.retryAfter('k')).toBe(0);
  });

  it('remembers at most maxEntries pairs, forgetting the least recently failed first', () => {
    const c = clock();
    const throttle = new LoginThrottle({ now: c.now, maxEntries: 3 });
    for (let i = 0; i < 5; i++) throttle.recordFailure('locked');
    for (const key of ['a', 'b', 'c', 'd']) {
      c.advance(1_000);
      throttle.recordFailure(key);
    }
    expect(throttle.size).toBe(3);
    expect(throttle.retryAfter('locked')).toBe(0);
    // A pair that fails again is the most recent one, and stays.
    throttle.recordFailure('b');
    throttle.recordFailure('e');
    expect(throttle.size).toBe(3);
    for (let i = 0; i < 3; i++) throttle.recordFailure('b');
    expect(throttle.retryAfter('b')).toBeGreaterThan(0);
  });
});
