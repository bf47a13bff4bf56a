/**
 * The frame's EVM signatures beyond messages (frame/sign-evm.ts), checked by other code than the one that made them:
 * a raw transaction is read back by ethers' Transaction.from (which recovers its sender), typed data is verified by
 * ethers' verifyTypedData and by viem's recoverTypedDataAddress. And what it refuses, in SPEC's words.
 */
import { Transaction, verifyTypedData } from 'ethers';
import { recoverTypedDataAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { answerRpc } from '../../../frame/signer';
import { generateWalletKeys } from '../../../frame/keys/wallet-keys';
import type { FrameChainId } from '../../../src/frame-protocol/fields';

const keys = generateWalletKeys();
const CHAIN: FrameChainId = 'eip155:31337';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const INVALID = 'Missing or invalid parameters.';
const UNAUTHORIZED = /not been authorized/;

const eip1559 = (overrides: Record<string, unknown> = {}) => ({
  type: '0x2',
  from: keys.evmAddress,
  to: TO,
  value: '0xde0b6b3a7640000',
  data: '0x',
  nonce: '0x7',
  gas: '0x5208',
  chainId: '0x7a69',
  maxFeePerGas: '0x77359400',
  maxPriorityFeePerGas: '0x3b9aca00',
  ...overrides,
});
const signTx = (tx: unknown, chainId: FrameChainId = CHAIN) => answerRpc({ method: 'eth_signTransaction', params: [tx as never] }, keys, chainId) as string;

describe('eth_signTransaction in the frame', () => {
  it('signs a complete EIP-1559 transaction whose raw bytes name the wallet as the sender, with every field as given', () => {
    const signed = Transaction.from(signTx(eip1559()));
    expect(signed.from).toBe(keys.evmAddress);
    expect(signed).toMatchObject({ type: 2, chainId: 31337n, nonce: 7, gasLimit: 21000n, to: TO, value: 10n ** 18n, data: '0x' });
    expect(signed).toMatchObject({ maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n });
  });

  it('signs a legacy transaction (EIP-155: the chain id is in v) and a contract creation (no to, the code in data)', () => {
    const legacy = eip1559({ type: '0x0', gasPrice: '0x3b9aca00', maxFeePerGas: undefined, maxPriorityFeePerGas: undefined });
    const signed = Transaction.from(signTx(JSON.parse(JSON.stringify(legacy))));
    expect(signed).toMatchObject({ type: 0, chainId: 31337n, gasPrice: 1_000_000_000n, from: keys.evmAddress });
    const { to: _to, ...creation } = eip1559({ data: '0x6080604052', value: '0x0' });
    const deployed = Transaction.from(signTx(creation));
    expect(deployed).toMatchObject({ to: null, data: '0x6080604052', from: keys.evmAddress });
  });

  it('refuses a transaction that is not whole and bounded, or not of its chain, with invalid params', () => {
    const { gas: _gas, ...noGas } = eip1559();
    for (const tx of [
      noGas,
      eip1559({ accessList: [] }),
      eip1559({ type: '0x1' }),
      eip1559({ value: `0x1${'0'.repeat(64)}` }),
      eip1559({ nonce: '0x20000000000000' }),
      eip1559({ gas: '0x10000000000000000' }),
      eip1559({ value: '1000' }),
      eip1559({ data: '0x123' }),
      eip1559({ data: `0x${'00'.repeat(49_153)}` }),
      eip1559({ to: '0x70997970c51812dc3a010c7d01b50e0d17dc79C8' }),
      eip1559({ maxPriorityFeePerGas: '0x77359401' }),
      eip1559({ chainId: '0x1' }),
      'raw',
    ]) {
      expect(() => signTx(tx)).toThrow(INVALID);
    }
    expect(() => answerRpc({ method: 'eth_signTransaction', params: [eip1559(), eip1559()] }, keys, CHAIN)).toThrow(INVALID);
    expect(() => signTx(eip1559(), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toThrow(INVALID);
    expect(() => signTx(eip1559({ chainId: '0x1' }), 1)).not.toThrow();
  });

  it("refuses another account's transaction as unauthorized", () => {
    expect(() => signTx(eip1559({ from: generateWalletKeys().evmAddress }))).toThrow(UNAUTHORIZED);
    expect(() => signTx(eip1559({ from: keys.evmAddress.toLowerCase() }))).not.toThrow();
  });
});

const PERMIT = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
    // A type the primary type does not reach: part of a dapp's schema, not of what is signed.
    Unused: [{ name: 'note', type: 'string' }],
  },
  primaryType: 'Permit',
  domain: { name: 'Demo Token', version: '1', chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
  message: { owner: keys.evmAddress, spender: TO, value: '1000000000000000000', nonce: 0, deadline: 2_000_000_000 },
};
const signTyped = (data: unknown, signer = keys.evmAddress, chainId: FrameChainId = CHAIN) =>
  answerRpc({ method: 'eth_signTypedData_v4', params: [signer, data as never] }, keys, chainId) as string;

describe('eth_signTypedData_v4 in the frame', () => {
  it('signs EIP-712 typed data (JSON text or an object) that ethers and viem both verify as the wallet', async () => {
    const { EIP712Domain: _domain, Unused: _unused, ...types } = PERMIT.types;
    for (const data of [JSON.stringify(PERMIT), PERMIT]) {
      const signature = signTyped(data);
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
      expect(verifyTypedData(PERMIT.domain, types, PERMIT.message, signature)).toBe(keys.evmAddress);
      const recovered = await recoverTypedDataAddress({
        ...(PERMIT as never as Parameters<typeof recoverTypedDataAddress>[0]),
        signature: signature as `0x${string}`,
      });
      expect(recovered).toBe(keys.evmAddress);
    }
  });

  it('refuses another signer as unauthorized, and malformed, out-of-range or other-chain data as invalid params', () => {
    expect(() => signTyped(PERMIT, generateWalletKeys().evmAddress)).toThrow(UNAUTHORIZED);
    const reorderedDomain = [...PERMIT.types.EIP712Domain].reverse();
    for (const data of [
      '{"types":',
      'null',
      { ...PERMIT, primaryType: 'Missing' },
      { ...PERMIT, domain: { ...PERMIT.domain, chainId: 1 } },
      { ...PERMIT, types: { ...PERMIT.types, EIP712Domain: reorderedDomain } },
      { ...PERMIT, types: { ...PERMIT.types, Permit: [{ name: 'owner', type: 'uint8' }] }, message: { owner: 300 } },
      { ...PERMIT, types: { ...PERMIT.types, Permit: 'owner' } },
      { ...PERMIT, message: 'hello' },
      'x'.repeat(100_001),
      '{"types":{"__proto__":[{"name":"a","type":"string"}],"Permit":[{"name":"a","type":"__proto__"}]},"primaryType":"Permit","domain":{},"message":{"a":{"a":"x"}}}',
    ]) {
      expect(() => signTyped(data)).toThrow(INVALID);
    }
    expect(() => signTyped(PERMIT, keys.evmAddress, 'eip155:1')).toThrow(INVALID);
  });
});
