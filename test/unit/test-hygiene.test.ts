// @vitest-environment node
/**
 * Issue 20 §11, kept true: one support folder (test/support), no fixed wait that stands for an event (at most three
 * timed waits, each saying why a time must pass), and no cast that blinds the compiler except where a test feeds
 * deliberately bad input. Scans every file under test/, so new tests are held to it too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TEST = join(ROOT, 'test');
const SELF = 'test/unit/test-hygiene.test.ts';

function walk(dir: string): { files: string[]; dirs: string[] } {
  const files: string[] = [];
  const dirs: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      dirs.push(relative(ROOT, path));
      const inner = walk(path);
      files.push(...inner.files);
      dirs.push(...inner.dirs);
    } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) files.push(relative(ROOT, path));
  }
  return { files, dirs };
}

const { files, dirs } = walk(TEST);
const sources = files.filter((file) => file !== SELF).map((file) => ({ file, lines: readFileSync(join(ROOT, file), 'utf8').split('\n') }));
/** The line and the two above it: where a comment saying why belongs. */
const near = (lines: string[], at: number) => lines.slice(Math.max(0, at - 2), at + 1).join('\n');

describe('test hygiene', () => {
  it('keeps what tests share in test/support only: no other support folder', () => {
    const strays = dirs.filter((dir) => /(^|\/)support$/i.test(dir) && dir !== 'test/support');
    expect(strays).toEqual([]);
  });

  /**
   * A cast through `any` or `unknown` only where a test feeds deliberately bad input, said in a comment on the line or
   * just above ("deliberately …"). Elsewhere a proper type, `satisfies`, a typed helper or `Partial<>` (see
   * test/support/stand-in.ts) does. Widening to `unknown` / `unknown[]` alone is not a cast of that kind.
   */
  it('casts through any or unknown only for deliberately bad input, each commented', () => {
    const uncommented: string[] = [];
    for (const { file, lines } of sources) {
      lines.forEach((line, at) => {
        if (!/\bas any\b|\bas unknown as\b/.test(line) || /deliberately/i.test(near(lines, at))) return;
        uncommented.push(`${file}:${at + 1}: ${line.trim()}`);
      });
    }
    expect(uncommented).toEqual([]);
  });

  /**
   * A fixed wait is a `waitForTimeout` or a promise resolved by a timer of 100 ms or more (a shorter one is a tick or
   * a poll's pace). An absence is proved with expectSteadyFor (test/support/steady.ts), an event by waiting for it; a
   * timer inside a Promise.race is a bound, not a wait; a fake server's delay is the code under test.
   */
  it('has at most three fixed waits, each saying why a time must pass', () => {
    const fakeDelays = ['test/unit/services/rpc/fault-server.ts'];
    const pollWindows = ['test/support/steady.ts'];
    const waits: { where: string; why: boolean }[] = [];
    for (const { file, lines } of sources) {
      if (fakeDelays.includes(file) || pollWindows.includes(file)) continue;
      lines.forEach((line, at) => {
        const sleep = /setTimeout\(\s*(?:r|res|resolve)\s*,\s*([^)]+)\)/.exec(line);
        const timed =
          /\.waitForTimeout\(/.test(line) ||
          (sleep !== null && !/Promise\.race/.test(line) && !(/^\d[\d_]*$/.test(sleep[1]!.trim()) && Number(sleep[1]!.replace(/_/g, '')) < 100));
        if (timed) waits.push({ where: `${file}:${at + 1}`, why: /a time must pass/i.test(lines.slice(Math.max(0, at - 4), at + 1).join('\n')) });
      });
    }
    expect(waits.filter((wait) => !wait.why).map((wait) => wait.where)).toEqual([]);
    expect(waits.length, waits.map((wait) => wait.where).join('\n')).toBeLessThanOrEqual(3);
  });
});
