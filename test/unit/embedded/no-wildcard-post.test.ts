// @vitest-environment node
/**
 * Issue 21 point 4: no `postMessage(..., '*')` in the element's code or the frame's. Every postMessage call in src/
 * and frame/ names its target origin: a second argument, and not a wildcard.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The top-level arguments of the call whose '(' is at `open`, as source text. */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) {
        args.push(text.slice(start, i).trim());
        return args.filter((arg) => arg !== '');
      }
    } else if (char === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
}

/** Each `.postMessage(` call in the code (not in comments or type members) and its arguments. */
function postMessageCalls(file: string): { where: string; args: string[] }[] {
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...text.matchAll(/\.postMessage\s*\(/g)].map((match) => ({
    where: `${file}:${text.slice(0, match.index).split('\n').length}`,
    args: argumentsAt(text, match.index + match[0].length - 1),
  }));
}

describe("no postMessage(..., '*')", () => {
  const calls = [...sources('src'), ...sources('frame')].flatMap(postMessageCalls);

  it('finds the frame protocol calls (the scan reads what it should)', () => {
    expect(calls.filter((call) => call.where.startsWith('frame/host.ts')).length).toBeGreaterThanOrEqual(3);
    expect(calls.filter((call) => call.where.startsWith('src/connectors/embedded/channel.ts'))).toHaveLength(1);
  });

  it('every call names a target origin that is not a wildcard', () => {
    const wild = calls.filter(({ args }) => args.length < 2 || /^(['"`])\*\1$/.test(args[1]!)).map((call) => call.where);
    expect(wild).toEqual([]);
  });

  it("would catch one: a call with '*' is found", () => {
    const sample = "window.parent.postMessage({ type: 'x' }, '*');";
    const match = /\.postMessage\s*\(/.exec(sample)!;
    expect(argumentsAt(sample, match.index + match[0].length - 1)).toEqual(["{ type: 'x' }", "'*'"]);
  });
});
