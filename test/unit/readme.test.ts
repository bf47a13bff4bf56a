// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README.md', () => {
  // A newcomer reads it in three minutes: depth goes in docs/, and this keeps it from creeping back.
  it('stays within 12 KB', () => {
    expect(Buffer.byteLength(README, 'utf8')).toBeLessThanOrEqual(12 * 1024);
  });

  it('links only docs pages that exist', () => {
    const linked = [...README.matchAll(/\]\((docs\/[^)#]+)/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(0);
    for (const path of linked) expect(() => readFileSync(new URL(`../../${path}`, import.meta.url)), path).not.toThrow();
  });
});
