// @vitest-environment node
/**
 * Issue 22 point 13, on the writing side: the default statement names the site, and falls back to its host when the
 * name is outside EIP-4361's statement grammar (ASCII), so that the modal never has a wallet sign a message that the
 * data service or any verifier following the grammar refuses. A site's own statement is used as it gave it.
 */
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { evmMessage } from '../../../src/client/actions/siwx/message';
import { parseEvmSiwxMessage } from '../../../src/siwx';
import { signInText } from '../../../src/state/siwx-view';

const LOCATION = { host: 'xn--caf-dma.example:8443', origin: 'https://xn--caf-dma.example:8443' };
const ADDRESS = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d').address;

const statementFor = (name: string) => signInText({ metadata: { name } }, undefined, LOCATION).statement;

describe('the sign-in statement', () => {
  it('names the site when its name fits the grammar, else its host, and each makes a message the grammar reads', () => {
    expect(statementFor("Site's Shop (beta)")).toBe("Sign in to Site's Shop (beta) with your wallet.");
    for (const name of ['Café', 'متجر', '100% Shop', 'A "quoted" name'])
      expect(statementFor(name), name).toBe('Sign in to xn--caf-dma.example:8443 with your wallet.');
    for (const name of ['Site', 'Café', 'متجر']) {
      const text = signInText({ metadata: { name } }, undefined, LOCATION);
      const message = evmMessage({ ...text, address: ADDRESS, caipNetworkId: 'eip155:1', nonce: 'abcd1234', now: Date.UTC(2026, 0, 1) });
      expect(parseEvmSiwxMessage(message), name).toMatchObject({ domain: LOCATION.host, statement: text.statement });
    }
  });

  it("uses a siweConfig's own statement as given", () => {
    const setup = { kind: 'siwe' as const, config: { getNonce: async () => 'abcd1234', verifyMessage: async () => true, statement: 'Welcome back' } };
    expect(signInText({ metadata: { name: 'Café' } }, setup, LOCATION).statement).toBe('Welcome back');
  });
});
