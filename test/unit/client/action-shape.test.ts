// @vitest-environment node
/**
 * Issue 20 point 6 (wagmi's shape, `packages/core/src/actions/*.ts`): beside each action a client/actions/ file exports,
 * its `XParameters`, `XReturnType` and `XErrorType` types, so that a caller reads what it takes, what it resolves and
 * what it rejects with without reading the body. Read from the source text: every `export function` and exported
 * arrow function, in every file of the folder and its subfolders but the helpers named below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ACTIONS = fileURLToPath(new URL('../../../src/client/actions', import.meta.url));

/** Files that hold no action, each with why: the rules and plumbing actions share, read by actions only. */
const HELPERS: Readonly<Record<string, string>> = {
  'index.ts': 'the lazy chunk’s list: it re-exports the actions and wraps the lazily loaded ones (typed by them)',
  'solana.ts': 'the Solana chunk’s list: re-exports of chains/ and connectors/',
  'service-config.ts': 'how the swap and Buy actions read the data service from the client’s options',
  'swap-checks.ts': 'pure checks of a built transaction against the form, and the no-service refusal',
  'data-service.ts': 'the data service’s options and its chain list, shared by the account-data actions',
  'transaction-request.ts': 'pure parsing of the site’s transaction argument',
  'wallet-reply.ts': 'pure SPEC §5 reading of a wallet’s answer to a signing or sending request',
  'transaction-toasts.ts': 'the toasts wrapper the send actions share',
  'simulation/abi.ts': 'pure ABI decoding for the EVM simulation',
  'simulation/types.ts': 'the simulation’s result types and a pure check',
  'siwx/message.ts': 'pure sign-in message building',
  'siwx/setup.ts': 'reading the sign-in setup and the connected account, shared by the sign-in actions',
  'siwx/stored.ts': 'the stored sign-in sessions, read and written by the sign-in actions',
  'embedded/approval-summary.ts': 'pure reading of a wallet request for the ApproveTransaction view',
  'embedded/index.ts': 'the embedded wallet chunk’s list: it binds the login and approval actions to a client and reports their failures',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The functions a file exports by name: `export (async) function f`, `export const f = (async) (…) =>` or `… = x =>`. */
function exportedFunctions(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/^export (?:async )?function ([A-Za-z0-9_]+)/gm)) names.add(m[1]!);
  for (const m of text.matchAll(/^export const ([A-Za-z0-9_]+)(?::[^=]+)? = (?:async )?(?:\(|[A-Za-z0-9_]+ =>)/gm)) names.add(m[1]!);
  return [...names];
}

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const exportsType = (text: string, name: string) => new RegExp(`^export type ${name}\\b`, 'm').test(text);

const files = filesUnder(ACTIONS).map((file) => relative(ACTIONS, file).split('\\').join('/'));

describe('client/actions/: actions shaped like wagmi’s', () => {
  it('names only helper files that exist', () => {
    expect(Object.keys(HELPERS).filter((helper) => !files.includes(helper))).toEqual([]);
  });

  it('exports XParameters, XReturnType and XErrorType beside every action', () => {
    const missing: string[] = [];
    let actions = 0;
    for (const file of files) {
      if (HELPERS[file]) continue;
      const text = readFileSync(join(ACTIONS, file), 'utf8');
      for (const name of exportedFunctions(text)) {
        actions++;
        for (const suffix of ['Parameters', 'ReturnType', 'ErrorType'])
          if (!exportsType(text, `${pascal(name)}${suffix}`)) missing.push(`${file}: ${pascal(name)}${suffix}`);
      }
    }
    expect(missing).toEqual([]);
    expect(actions).toBeGreaterThan(30);
  });
});
