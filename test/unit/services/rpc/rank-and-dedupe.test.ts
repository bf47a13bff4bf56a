// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scoreUrls } from '../../../../src/services/rpc/fallback';
import { createDedupe } from '../../../../src/services/rpc/dedupe';
import { DEDUPE_CACHE_ENTRIES } from '../../../../src/constants';

describe('ranking score (stability 0.7, latency 0.3)', () => {
  it('weighs the share of answered pings and the mean latency against the slowest seen', () => {
    const samples = [
      [
        { latency: 100, success: 1 as const },
        { latency: 50, success: 1 as const },
        { latency: 10, success: 0 as const },
      ],
      [
        { latency: 100, success: 1 as const },
        { latency: 50, success: 0 as const },
        { latency: 10, success: 0 as const },
      ],
    ];
    const [slow, flaky, dead] = scoreUrls(samples, 3);
    expect(slow).toBeCloseTo(0.7 * 1 + 0.3 * 0);
    expect(flaky).toBeCloseTo(0.7 * 0.5 + 0.3 * 0.5);
    // Fast but never answering: last, whatever its latency.
    expect(dead).toBe(0);
  });
});

describe('dedupe cache', () => {
  it(`holds at most ${DEDUPE_CACHE_ENTRIES} entries, forgetting the oldest`, async () => {
    const dedupe = createDedupe();
    const never = new Promise<never>(() => undefined);
    let started = 0;
    const run = (key: string) =>
      dedupe.run(key, () => {
        started++;
        return never;
      });
    for (let i = 0; i <= DEDUPE_CACHE_ENTRIES; i++) void run(`k${i}`);
    expect(dedupe.size).toBe(DEDUPE_CACHE_ENTRIES);
    expect(started).toBe(DEDUPE_CACHE_ENTRIES + 1);
    void run(`k${DEDUPE_CACHE_ENTRIES}`);
    expect(started).toBe(DEDUPE_CACHE_ENTRIES + 1);
    // k0 was the oldest: forgotten, so it is asked again.
    void run('k0');
    expect(started).toBe(DEDUPE_CACHE_ENTRIES + 2);
  });

  it('forgets an entry once its request settles, failed or not', async () => {
    const dedupe = createDedupe();
    await expect(dedupe.run('a', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await dedupe.run('b', async () => 1);
    expect(dedupe.size).toBe(0);
  });
});
