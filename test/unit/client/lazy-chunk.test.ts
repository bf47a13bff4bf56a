import { describe, expect, it } from 'vitest';
import { lazyChunk } from '../../../src/client/lazy-chunk';

describe('lazyChunk: the one lazy-chunk loader', () => {
  it('fetches once, every caller joining the same fetch, and answers loaded() once it is here', async () => {
    let fetches = 0;
    const chunk = lazyChunk(async () => ({ n: ++fetches }));
    expect(chunk.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([chunk(), chunk()]);
    expect(a).toBe(b);
    expect(await chunk()).toBe(a);
    expect(chunk.loaded()).toBe(a);
    expect(fetches).toBe(1);
  });

  it('forgets a failed fetch, so the next call fetches afresh', async () => {
    let fetches = 0;
    const chunk = lazyChunk(async () => {
      if (++fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { ok: true };
    });
    await expect(chunk()).rejects.toThrow('dynamically imported module');
    expect(chunk.loaded()).toBeUndefined();
    expect(await chunk()).toEqual({ ok: true });
    expect(fetches).toBe(2);
  });
});
