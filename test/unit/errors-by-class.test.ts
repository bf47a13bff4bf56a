// @vitest-environment node
/**
 * Errors by class (issue 20 point 1): outside src/errors/ a failure is built by its class's name
 * (`new NotConnectedError({ details })`), never as `new WalletModalError(code, message)` choosing both on the spot.
 * Each class carries its stable code and its SPEC §8 words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ActionNotAllowedError, AdapterNotFoundError, InvalidArgumentError, LoadFailedError, UnknownError, WalletModalError } from '../../src/errors';
import { NotConnectedError } from '../../src/errors/connection';
import { InsufficientBalanceError } from '../../src/errors/send';
import { NameTakenError } from '../../src/errors/name';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

describe('errors by class', () => {
  it('nothing outside src/errors/ builds a WalletModalError from a code and a message', () => {
    const offenders = [...sources('src'), ...sources('server')]
      .filter((path) => !path.startsWith('src/errors/'))
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .flatMap((line, i) => (line.includes('new WalletModalError(') ? [`${path}:${i + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('a class fixes its name, code and words; the call site gives only details and cause', () => {
    const cause = new Error('wallet gone');
    const error = new NotConnectedError({ cause });
    expect(error).toBeInstanceOf(WalletModalError);
    expect(error).toBeInstanceOf(NotConnectedError);
    expect(error).toMatchObject({
      name: 'NotConnectedError',
      code: 'NOT_CONNECTED',
      shortMessage: 'Address or auth connector not found',
      details: 'wallet gone',
      cause,
    });
    expect(error.walk((e) => e === cause)).toBe(cause);
    expect(new UnknownError()).toMatchObject({ code: 'UNKNOWN', shortMessage: 'An error occurred' });
    expect(new LoadFailedError()).toMatchObject({ code: 'LOAD_FAILED', shortMessage: 'Unable to load the wallet modal' });
    expect(new ActionNotAllowedError()).toMatchObject({ code: 'ACTION_NOT_ALLOWED', shortMessage: 'Action not allowed' });
    expect(new AdapterNotFoundError()).toMatchObject({ code: 'ACTION_NOT_ALLOWED', shortMessage: 'Adapter not found' });
    expect(new InvalidArgumentError({ details: 'x' })).toMatchObject({
      code: 'ACTION_NOT_ALLOWED',
      shortMessage: 'Invalid input',
      message: 'Invalid input\n\nDetails: x',
    });
  });

  it('a class whose words name a value fills them in', () => {
    expect(new NameTakenError({ name: 'alice.wm' })).toMatchObject({
      name: 'NameTakenError',
      code: 'INVALID_INPUT',
      shortMessage: 'Error registering name alice.wm',
    });
    expect(new InsufficientBalanceError({ symbol: 'USDC' })).toMatchObject({ code: 'INSUFFICIENT_FUNDS', shortMessage: 'Not enough USDC for this amount' });
  });
});
