// @vitest-environment node
/**
 * Issue 12 point 5: `wallet-modal/server` is built by `npm run build:server` and loads in plain Node (no DOM, no
 * bundler): a child `node` imports the built file through the package's own export, makes a nonce, and verifies a
 * message signed with an Anvil dev key; a tampered copy and a wrong nonce are refused.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const SCRIPT = `
import { createSiwxNonce, createEvmSiwxMessage, verifySiwx } from 'wallet-modal/server';
import { privateKeyToAccount } from 'viem/accounts';
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const nonce = createSiwxNonce();
const message = createEvmSiwxMessage({ domain: 'site.example', uri: 'https://site.example/', address: account.address, chainId: 1, nonce, issuedAt: new Date(), statement: 'Sign in' });
const signature = await account.signMessage({ message });
const good = await verifySiwx({ message, signature, domain: 'https://site.example', nonce });
const tampered = await verifySiwx({ message: message.replace('Sign in', 'Sign on'), signature, domain: 'https://site.example', nonce });
const nonCanonical = await verifySiwx({ message: message + '\\n', signature, domain: 'https://site.example', nonce });
const otherNonce = await verifySiwx({ message, signature, domain: 'https://site.example', nonce: createSiwxNonce() });
console.log(JSON.stringify({ nonce, dom: typeof document, good: good.ok && good.address, tampered, nonCanonical, otherNonce }));
`;

describe('wallet-modal/server', () => {
  it('builds, and verifies a sign-in in plain Node', () => {
    execFileSync(
      process.execPath,
      [fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url)), 'build', '--config', 'vite.server.config.ts', '--logLevel', 'error'],
      { cwd: ROOT, stdio: 'pipe' },
    );
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: ROOT, encoding: 'utf8' }).trim());
    expect(out.nonce).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(out.dom).toBe('undefined');
    expect(out.good).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(out.tampered).toEqual({ ok: false, reason: 'signature' });
    expect(out.nonCanonical).toEqual({ ok: false, reason: 'message' });
    expect(out.otherNonce).toEqual({ ok: false, reason: 'nonce' });
  }, 60_000);
});
