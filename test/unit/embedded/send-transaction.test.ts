/**
 * eth_sendTransaction from the embedded wallet, end to end below the UI: the connector and its allow-list, the
 * approval hook, the real frame over the real protocol (frame-loopback.ts) signing with its key, and a real Anvil
 * the modal completes the transaction over (nonce, gas, fees) and broadcasts to. A second Anvil on Berlin (no base
 * fee) stands for a chain without EIP-1559. And typed data, signed through the same path and verified by ethers.
 */
import { Transaction, verifyTypedData, Wallet } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../../dev/anvil';
import type { CaipNetworkId } from '../../../src/chains/caip';
import type { Connector } from '../../../src/connectors/connector';
import { createEmbeddedConnectors, type ApprovalRequest, type StoredLogin } from '../../../src/connectors/embedded/connectors';
import { createRpcTransport, type RpcTransport } from '../../../src/services/json-rpc';
import { frameLoopback, type FrameLoopback } from '../../support/frame-loopback';
import { rpcCall } from '../../support/local-chain';
import { createMemoryAuth } from '../../support/memory-auth';
import { STILL_SITE } from '../../support/still-site';

let london: Anvil;
let berlin: Anvil;
beforeAll(async () => {
  [london, berlin] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338, hardfork: 'berlin' })]);
});
const transports: RpcTransport[] = [];
afterAll(async () => {
  for (const transport of transports) transport.dispose();
  await Promise.all([london?.stop(), berlin?.stop()]);
});

type Wallet1193 = { connector: Connector; frame: FrameLoopback; address: string; approvals: ApprovalRequest[]; rpcUrl: string };
type Tx = { type: string; nonce: string; gas: string; maxFeePerGas?: string; maxPriorityFeePerGas?: string; gasPrice?: string; input: string };

let decide: () => Promise<boolean>;
beforeEach(() => {
  decide = async () => true;
});

/** A fresh embedded wallet (a new email login) on `chain`, its frame real, its RPC the Anvil of that chain. */
async function embeddedWallet(chain: 'eip155:31337' | 'eip155:31338'): Promise<Wallet1193> {
  const auth = await createMemoryAuth();
  const frame = frameLoopback(auth);
  const approvals: ApprovalRequest[] = [];
  const rpcUrl = chain === 'eip155:31337' ? london.rpcUrl : berlin.rpcUrl;
  let stored: StoredLogin | undefined;
  const transport = createRpcTransport([rpcUrl], { retries: 0 });
  transports.push(transport);
  const [connector] = createEmbeddedConnectors({
    namespaces: ['eip155'],
    frame: { document, frameUrl: 'https://wallet.shop.example/', projectId: 'test', version: 'test' },
    openFrame: frame.open,
    sync: STILL_SITE,
    store: {
      read: () => stored,
      write(login) {
        stored = login;
      },
      clear() {
        stored = undefined;
      },
    },
    initialChain: () => chain,
    networks: () => [],
    rpc: (caipNetworkId: CaipNetworkId) => (caipNetworkId === chain ? transport : undefined),
    async approve(request, send) {
      approvals.push(request);
      if (!(await decide())) throw Object.assign(new Error('declined'), { code: 4001 });
      return send();
    },
  });
  await connector!.login!.startEmail('ada@example.com');
  await connector!.login!.verifyOtp(auth.outbox.at(-1)!.code);
  const { addresses } = await connector!.connect({});
  return { connector: connector!, frame, address: addresses[0]!, approvals, rpcUrl };
}

const fund = (w: Wallet1193, wei: bigint) => rpcCall(w.rpcUrl, 'anvil_setBalance', [w.address, `0x${wei.toString(16)}`]);
const balance = async (rpcUrl: string, address: string) => BigInt(await rpcCall<string>(rpcUrl, 'eth_getBalance', [address, 'latest']));
const send = (w: Wallet1193, tx: Record<string, unknown>) =>
  w.connector.getProvider().request({ method: 'eth_sendTransaction', params: [tx] }) as Promise<string>;
const ETH = 10n ** 18n;
type Receipt = { status: string; from: string; to: string };
/** The receipt, once mined: Anvil answers the hash as it takes the transaction, and mines it a moment later. */
async function mined(rpcUrl: string, hash: string): Promise<Receipt> {
  await expect.poll(() => rpcCall(rpcUrl, 'eth_getTransactionReceipt', [hash])).not.toBeNull();
  return rpcCall<Receipt>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
}

describe('eth_sendTransaction from the embedded wallet', () => {
  it('is completed over the RPC after the approval (pending nonce, estimated gas, EIP-1559 fees), signed by the frame, broadcast', async () => {
    const w = await embeddedWallet('eip155:31337');
    await fund(w, 5n * ETH);
    const to = Wallet.createRandom().address;
    const page = { from: w.address, to, value: `0x${(ETH / 4n).toString(16)}` };
    // Mining held: the second transaction's nonce can only come from the pending count.
    await rpcCall(london.rpcUrl, 'evm_setAutomine', [false]);
    let hashes: string[];
    let block: { baseFeePerGas: string };
    let tip: string;
    let estimate: string;
    try {
      hashes = [await send(w, page), await send(w, { ...page, data: '0x1234' })];
      block = await rpcCall(london.rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
      tip = await rpcCall<string>(london.rpcUrl, 'eth_maxPriorityFeePerGas');
      estimate = await rpcCall<string>(london.rpcUrl, 'eth_estimateGas', [{ ...page, data: '0x1234' }]);
      await rpcCall(london.rpcUrl, 'evm_mine');
    } finally {
      await rpcCall(london.rpcUrl, 'evm_setAutomine', [true]);
    }
    const txs = await Promise.all(hashes.map((hash) => rpcCall<Tx>(london.rpcUrl, 'eth_getTransactionByHash', [hash])));
    expect(txs.map((tx) => [tx.type, Number(tx.nonce)])).toEqual([
      ['0x2', 0],
      ['0x2', 1],
    ]);
    // 21,000 for a transfer, more with data: the node's own estimate each time, not a constant.
    expect(Number(txs[0]!.gas)).toBe(21_000);
    expect(Number(txs[1]!.gas)).toBe(Number(estimate));
    expect(BigInt(txs[0]!.maxPriorityFeePerGas!)).toBe(BigInt(tip));
    expect(BigInt(txs[0]!.maxFeePerGas!)).toBe(2n * BigInt(block.baseFeePerGas) + BigInt(tip));
    for (const hash of hashes) {
      expect(await mined(london.rpcUrl, hash)).toMatchObject({ status: '0x1', from: w.address.toLowerCase(), to: to.toLowerCase() });
    }
    expect(await balance(london.rpcUrl, to)).toBe(ETH / 2n);
    expect(w.approvals.map((a) => [a.method, a.params])).toEqual([
      ['eth_sendTransaction', [page]],
      ['eth_sendTransaction', [{ ...page, data: '0x1234' }]],
    ]);
  });

  it("keeps the page's own gas, nonce and fees, and its hex as given (leading zeros, a lower-case from)", async () => {
    const w = await embeddedWallet('eip155:31337');
    await fund(w, ETH);
    const to = Wallet.createRandom().address;
    const tx = {
      from: w.address.toLowerCase(),
      to,
      value: '0x01',
      gas: '0x7530',
      nonce: '0x0',
      maxFeePerGas: '0xb2d05e00',
      maxPriorityFeePerGas: '0x05f5e100',
    };
    const hash = await send(w, tx);
    expect(await mined(london.rpcUrl, hash)).toMatchObject({ status: '0x1' });
    expect(await rpcCall<Tx>(london.rpcUrl, 'eth_getTransactionByHash', [hash])).toMatchObject({
      gas: '0x7530',
      nonce: '0x0',
      maxFeePerGas: '0xb2d05e00',
      maxPriorityFeePerGas: '0x5f5e100',
    });
    expect(await balance(london.rpcUrl, to)).toBe(1n);
  });

  it('is a legacy transaction (eth_gasPrice) on a chain without a base fee, where EIP-1559 fields are refused before the approval', async () => {
    const w = await embeddedWallet('eip155:31338');
    await fund(w, ETH);
    const to = Wallet.createRandom().address;
    const hash = await send(w, { to, value: '0x3e8' });
    expect(await mined(berlin.rpcUrl, hash)).toMatchObject({ status: '0x1', from: w.address.toLowerCase() });
    const raw = await rpcCall<{ type: string; gasPrice: string }>(berlin.rpcUrl, 'eth_getTransactionByHash', [hash]);
    expect(raw.type).toBe('0x0');
    expect(BigInt(raw.gasPrice)).toBeGreaterThan(0n);
    expect(await balance(berlin.rpcUrl, to)).toBe(1000n);
    await expect(send(w, { to, value: '0x1', maxFeePerGas: '0x77359400' })).rejects.toMatchObject({ rpcCode: -32602 });
  });

  it('refuses a transaction it would not sign before the person is asked, and the frame hears nothing', async () => {
    const w = await embeddedWallet('eip155:31337');
    const before = w.frame.received.length;
    const to = Wallet.createRandom().address;
    await expect(send(w, { from: Wallet.createRandom().address, to })).rejects.toMatchObject({ rpcCode: 4100 });
    for (const tx of [
      { to: to.toLowerCase().replace(/a/, 'A') },
      { to, accessList: [] },
      { to, chainId: '0x1' },
      { to, value: `0x1${'0'.repeat(64)}` },
      { to, value: 100 },
      { to, data: '0x123' },
      { to, gasPrice: '0x1', maxFeePerGas: '0x2' },
      { to, type: '0x1' },
      { to, maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' },
      { value: '0x1' },
    ]) {
      await expect(send(w, tx)).rejects.toMatchObject({ rpcCode: -32602 });
    }
    expect(w.approvals).toEqual([]);
    expect(w.frame.received.slice(before)).toEqual([]);
  });

  it('sends nothing when the person declines (4001), and passes the node on its refusal (insufficient funds)', async () => {
    const w = await embeddedWallet('eip155:31337');
    decide = async () => false;
    await expect(w.connector.request({ method: 'eth_sendTransaction', params: [{ to: w.address, value: '0x1' }] })).rejects.toMatchObject({
      code: 'PROVIDER_4001',
    });
    expect(await rpcCall(london.rpcUrl, 'eth_getTransactionCount', [w.address, 'pending'])).toBe('0x0');
    decide = async () => true;
    await expect(w.connector.request({ method: 'eth_sendTransaction', params: [{ to: w.address, value: '0x1', gas: '0x5208' }] })).rejects.toMatchObject({
      code: 'NODE_INSUFFICIENT_FUNDS',
    });
  });

  it('answers the same hash the node has, of the raw bytes the frame signed for this wallet', async () => {
    const w = await embeddedWallet('eip155:31337');
    await fund(w, ETH);
    const hash = await send(w, { to: w.address, value: '0x0' });
    expect(await mined(london.rpcUrl, hash)).toMatchObject({ status: '0x1', from: w.address.toLowerCase() });
    const raw = await rpcCall<string>(london.rpcUrl, 'eth_getRawTransactionByHash', [hash]);
    expect(Transaction.from(raw)).toMatchObject({ hash, from: w.address, chainId: 31337n });
  });
});

describe('eth_signTypedData_v4 from the embedded wallet', () => {
  it('is signed by the frame after the approval, and ethers verifies it as the wallet', async () => {
    const w = await embeddedWallet('eip155:31337');
    const domain = { name: 'Shop', version: '1', chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' };
    const types = {
      Order: [
        { name: 'item', type: 'string' },
        { name: 'price', type: 'uint256' },
      ],
    };
    const message = { item: 'tea', price: 3 };
    const typed = JSON.stringify({
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        ...types,
      },
      primaryType: 'Order',
      domain,
      message,
    });
    const signature = await w.connector.getProvider().request({ method: 'eth_signTypedData_v4', params: [w.address, typed] });
    expect(verifyTypedData(domain, types, message, signature as string)).toBe(w.address);
    expect(w.approvals.map((a) => a.method)).toEqual(['eth_signTypedData_v4']);
  });
});
