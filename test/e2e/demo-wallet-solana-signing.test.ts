// The Demo Wallet's Solana side on its own, asked to sign in, sign and send against the stack's LiteSVM RPC, with
// every signature checked in Node; refusals (the user's, and bad requests') with clear errors.
import { describe, expect, inject, it } from 'vitest';
import { getBase58Decoder, getBase64EncodedWireTransaction, getTransactionDecoder, signature } from '@solana/kit';
import { useE2ePage } from '../support/e2e/page';
import { accountsOf, balance, call, connect, DEMO, open, rpc, seedAddress, setMode, solanaControls, transfer, verifies } from './demo-wallet-solana-page';

const stack = inject('stack');
const { page } = useE2ePage({ pageErrors: 'report' });

describe('Demo Wallet on Solana (Wallet Standard): signing', () => {
  it('signs in (solana:signIn): writes the CAIP-122 text from the fields, shows it, signs it; refuses another domain', async () => {
    const p = page();
    await open(p);
    await connect(p);
    const host = new URL(stack.url).host;
    const input = {
      domain: host,
      address: DEMO,
      statement: 'Sign in to the demo',
      uri: new URL(stack.url).origin,
      version: '1',
      chainId: 'demo',
      nonce: 'abcDEF123456',
      issuedAt: '2026-11-24T20:00:00.000Z',
    };
    const expected = `${host} wants you to sign in with your Solana account:\n${DEMO}\n\nSign in to the demo\n\nURI: ${input.uri}\nVersion: 1\nChain ID: demo\nNonce: abcDEF123456\nIssued At: 2026-11-24T20:00:00.000Z`;
    await setMode(p, 'manual');
    const pending = call(p, 'solana:signIn', 'signIn', input);
    await expect.poll(() => p.getByTestId('demo-wallet-panel').textContent()).toContain('Nonce: abcDEF123456');
    await p.getByTestId('demo-wallet-approve').click();
    const [output] = (await pending).result as { account: { address: string }; signedMessage: number[]; signature: number[] }[];
    expect(new TextDecoder().decode(new Uint8Array(output!.signedMessage))).toBe(expected);
    expect(output!.account.address).toBe(DEMO);
    expect(await verifies(output!.signature, new TextEncoder().encode(expected))).toBe(true);
    expect(await call(p, 'solana:signIn', 'signIn', { ...input, domain: 'evil.example' })).toMatchObject({ code: -32602 });
  });

  it('signs a message with a real ed25519 signature, after showing its text in manual mode', async () => {
    const p = page();
    await open(p);
    await connect(p);
    await setMode(p, 'manual');
    const text = 'Sign in to wallet-modal: nonce 42 ✓';
    const bytes = new TextEncoder().encode(text);
    const pending = call(p, 'solana:signMessage', 'signMessage', { account: DEMO, message: Array.from(bytes) });
    await expect.poll(() => p.getByTestId('demo-wallet-panel').textContent()).toContain(text);
    await p.getByTestId('demo-wallet-approve').click();
    const { result } = await pending;
    const [output] = result as { signedMessage: number[]; signature: number[]; signatureType: string }[];
    expect(output!.signedMessage).toEqual(Array.from(bytes));
    expect(output!.signatureType).toBe('ed25519');
    expect(output!.signature).toHaveLength(64);
    expect(await verifies(output!.signature, bytes)).toBe(true);
    expect(await verifies(output!.signature, new TextEncoder().encode(`${text}!`))).toBe(false);
  });

  it('rejects with 4001 in reject mode and from the panel', async () => {
    const p = page();
    await open(p, '?wallet=reject');
    expect(await connect(p)).toEqual({ code: 4001, message: 'User rejected the request.' });
    expect(accountsOf(await connect(p, { silent: true }))).toEqual([]);
    await setMode(p, 'approve');
    await connect(p);
    await setMode(p, 'reject');
    expect(await call(p, 'solana:signMessage', 'signMessage', { account: DEMO, message: [1, 2, 3] })).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    });
    const tx = await transfer(DEMO, await seedAddress(3), 1n);
    expect(
      await call(p, 'solana:signAndSendTransaction', 'signAndSendTransaction', { account: DEMO, transaction: tx, chain: stack.solana.caipNetworkId }),
    ).toMatchObject({ code: 4001 });
    await setMode(p, 'manual');
    const pending = call(p, 'solana:signTransaction', 'signTransaction', { account: DEMO, transaction: tx });
    await expect.poll(() => p.getByTestId('demo-wallet-panel').textContent()).toContain('Transfer 0.000000001 SOL');
    await p.getByTestId('demo-wallet-reject').click();
    expect(await pending).toEqual({ code: 4001, message: 'User rejected the request.' });
  });

  it('signs a transaction in its own signer slot without sending it', async () => {
    const p = page();
    await open(p);
    await connect(p);
    const receiver = await seedAddress(3);
    const before = await balance(receiver);
    const { result } = await call(p, 'solana:signTransaction', 'signTransaction', {
      account: DEMO,
      transaction: await transfer(DEMO, receiver, 5_000n),
      chain: stack.solana.caipNetworkId,
    });
    const [output] = result as { signedTransaction: number[] }[];
    const signed = getTransactionDecoder().decode(new Uint8Array(output!.signedTransaction));
    expect(Object.keys(signed.signatures)).toEqual([DEMO]);
    expect(await verifies(Array.from(signed.signatures[DEMO]!), new Uint8Array(signed.messageBytes))).toBe(true);
    const simulated = await rpc.simulateTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64', sigVerify: true }).send();
    expect(simulated.value.err).toBeNull();
    expect(await balance(receiver)).toBe(before);
  });

  it('signs and sends a SOL transfer that lands on the stack’s SVM', async () => {
    const p = page();
    await open(p);
    await connect(p);
    const receiver = await seedAddress(3);
    const [before, payerBefore] = [await balance(receiver), await balance(DEMO)];
    const amount = 1_234_567_890n;
    const answer = await call(p, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
      account: DEMO,
      transaction: await transfer(DEMO, receiver, amount),
      chain: stack.solana.caipNetworkId,
      options: { commitment: 'confirmed' },
    });
    const [output] = answer.result as { signature: number[] }[];
    const bytes = output!.signature;
    expect(bytes).toHaveLength(64);
    expect(await balance(receiver)).toBe(before + amount);
    expect(await balance(DEMO)).toBeLessThan(payerBefore - amount);
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([signature(getBase58Decoder().decode(new Uint8Array(bytes)))]).send();
    expect(status).toMatchObject({ err: null });
  });

  it('refuses foreign accounts, other chains, unsigned-by-it and malformed transactions with clear errors', async () => {
    const p = page();
    await open(p);
    await connect(p);
    const stranger = await seedAddress(2);
    const prompts = (await solanaControls(p)).prompts;
    expect(await call(p, 'solana:signMessage', 'signMessage', { account: stranger, message: [1] })).toEqual({
      code: 4100,
      message: `The Demo Wallet has no account ${stranger}; its account is ${DEMO}.`,
    });
    const tx = await transfer(DEMO, stranger, 1n);
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    expect(await call(p, 'solana:signTransaction', 'signTransaction', { account: DEMO, transaction: tx, chain: mainnet })).toMatchObject({
      code: -32602,
      message: expect.stringContaining(`chain ${mainnet} is not supported`),
    });
    expect(await call(p, 'solana:signAndSendTransaction', 'signAndSendTransaction', { account: DEMO, transaction: tx })).toMatchObject({
      code: -32602,
      message: expect.stringContaining('chain is required'),
    });
    const theirs = await transfer(stranger, DEMO, 1n);
    expect(await call(p, 'solana:signTransaction', 'signTransaction', { account: DEMO, transaction: theirs })).toMatchObject({
      code: -32602,
      message: expect.stringContaining(`does not ask ${DEMO} to sign`),
    });
    expect(await call(p, 'solana:signTransaction', 'signTransaction', { account: DEMO, transaction: [1, 2, 3] })).toMatchObject({
      code: -32602,
      message: expect.stringContaining('not a Solana wire transaction'),
    });
    expect(await call(p, 'solana:signMessage', 'signMessage', { account: DEMO, message: 'hi' })).toMatchObject({
      code: -32602,
      message: 'Invalid params: message must be a Uint8Array',
    });
    expect(await call(p, 'solana:signMessage', 'signMessage')).toMatchObject({ code: -32602, message: 'Invalid params: expected at least one input' });
    expect((await solanaControls(p)).prompts).toBe(prompts);
  });
});
