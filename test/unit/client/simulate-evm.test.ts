// @vitest-environment node
// Simulation before signing on a real Anvil: eth_simulateV1's traced changes equal what mining the same call does,
// approvals are reported (unlimited flagged), reverts carry their decoded reason, and a node without eth_simulateV1
// (a real proxy in front of Anvil answering -32601 for it) gets the partial eth_call + eth_estimateGas preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AbiCoder, Interface, MaxUint256, parseEther } from 'ethers';
import { startAnvil, type Anvil } from '../../../dev/anvil.ts';
import { loadArtifacts } from '../../../dev/contracts/compile.ts';
import { rpc, waitForReceipt } from '../../../dev/contracts/rpc.ts';
import { createRpcTransport, type RpcTransport } from '../../../src/services/json-rpc';
import { simulateEvm } from '../../../src/client/actions/simulate';
import { WalletModalError } from '../../../src/errors';

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const SPENDER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const NATIVE = { address: 'native', symbol: 'ETH', decimals: 18 };
const erc20 = new Interface(['function transfer(address,uint256)', 'function approve(address,uint256)', 'function balanceOf(address) view returns (uint256)']);

let anvil: Anvil;
let transport: RpcTransport;
let token: string;
let proxy: Server;
let proxyUrl: string;
let proxyMode: 'no-simulate' | 'garbage' = 'no-simulate';

async function send(tx: Record<string, string>) {
  const hash = await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: ALICE, ...tx }]);
  return waitForReceipt(anvil.rpcUrl, hash);
}
async function deploy(data: string): Promise<string> {
  return (await send({ data })).contractAddress.toLowerCase();
}
/** A contract whose every call reverts with `payload` (init code copying the runtime, which copies and reverts it). */
async function revertingContract(payload: string): Promise<string> {
  const bytes = (payload.length - 2) / 2;
  const len = bytes.toString(16).padStart(4, '0');
  const runtime = `61${len}600e60003961${len}6000fd${payload.slice(2)}`; // CODECOPY(0, 14, len); REVERT(0, len)
  const runLen = (runtime.length / 2).toString(16).padStart(4, '0');
  const init = `0x61${runLen}600e60003961${runLen}6000f3${runtime}`; // CODECOPY(0, 14, runLen); RETURN(0, runLen)
  return deploy(init);
}
const balanceOf = async (who: string) =>
  BigInt(await rpc(anvil.rpcUrl, 'eth_call', [{ to: token, data: erc20.encodeFunctionData('balanceOf', [who]) }, 'latest']));
const ethBalance = async (who: string) => BigInt(await rpc(anvil.rpcUrl, 'eth_getBalance', [who, 'latest']));

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 });
  const { contracts } = loadArtifacts();
  const args = AbiCoder.defaultAbiCoder().encode(['string', 'string', 'uint8', 'address', 'uint256'], ['Demo Dollar', 'DUSD', 6, ALICE, 1_000_000_000_000n]);
  token = await deploy(contracts.DemoToken!.bytecode + args.slice(2));
  transport = createRpcTransport([anvil.rpcUrl], { retries: 0 });
  // A node without eth_simulateV1 (or one that garbles it): everything else goes to Anvil untouched.
  proxy = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const parsed = JSON.parse(body);
      const one = async (r: { id: number; method: string }) => {
        if (r.method === 'eth_simulateV1') {
          return proxyMode === 'garbage'
            ? { jsonrpc: '2.0', id: r.id, result: [{ calls: [{ status: '0x1', logs: 'none' }] }] }
            : { jsonrpc: '2.0', id: r.id, error: { code: -32601, message: 'the method eth_simulateV1 does not exist/is not available' } };
        }
        const upstream = await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(r) });
        return upstream.json();
      };
      const answer = Array.isArray(parsed) ? await Promise.all(parsed.map(one)) : await one(parsed);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  transport?.dispose();
  proxy?.close();
  await anvil?.stop();
});

describe('simulateEvm on Anvil (eth_simulateV1)', () => {
  it('an ETH transfer: the simulated change is the mined change without the fee', async () => {
    const value = parseEther('1.25');
    const call = { to: BOB, value: `0x${value.toString(16)}` };
    const result = await simulateEvm(transport, ALICE, call, NATIVE, []);
    expect(result).toMatchObject({ namespace: 'eip155', partial: false, approvals: [], changes: [{ ...NATIVE, amount: -value }] });
    expect(result.revert).toBeUndefined();
    const before = await ethBalance(ALICE);
    const receipt = await send(call);
    const fee = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
    expect((await ethBalance(ALICE)) - before + fee).toBe(result.changes[0]!.amount);
    expect(result.gasUsed).toBe(BigInt(receipt.gasUsed));
  });

  it('an ERC-20 transfer: symbol and decimals read from the token, the change equals the mined one', async () => {
    const call = { to: token, data: erc20.encodeFunctionData('transfer', [BOB, 12_345_678n]) };
    const result = await simulateEvm(transport, ALICE, call, NATIVE, []);
    expect(result.changes).toEqual([{ address: token, symbol: 'DUSD', decimals: 6, amount: -12_345_678n }]);
    const before = await balanceOf(ALICE);
    await send(call);
    expect((await balanceOf(ALICE)) - before).toBe(result.changes[0]!.amount);
    // The receiver's view of the same call: received.
    const theirs = await simulateEvm(transport, BOB, { to: token, data: erc20.encodeFunctionData('transfer', [ALICE, 5n]) }, NATIVE, [
      { address: token, symbol: 'Known', decimals: 6 },
    ]);
    expect(theirs.changes).toEqual([{ address: token, symbol: 'Known', decimals: 6, amount: -5n }]);
  });

  it('reports approvals, unlimited for 2^256-1 and 2^255, not for a bounded amount', async () => {
    for (const [amount, unlimited] of [
      [MaxUint256, true],
      [2n ** 255n, true],
      [1_000_000n, false],
    ] as const) {
      const result = await simulateEvm(transport, ALICE, { to: token, data: erc20.encodeFunctionData('approve', [SPENDER, amount]) }, NATIVE, []);
      expect(result.changes).toEqual([]);
      expect(result.approvals).toEqual([{ address: token, symbol: 'DUSD', decimals: 6, spender: SPENDER, amount, unlimited }]);
    }
  });

  it('a reverting call reports its reason: Error(string), Panic(uint256), a custom error', async () => {
    const reason = new Interface(['function Error(string)']).encodeFunctionData('Error', ['Pool moved: slippage']);
    const panic = new Interface(['function Panic(uint256)']).encodeFunctionData('Panic', [0x11n]);
    const withReason = await simulateEvm(transport, ALICE, { to: await revertingContract(reason) }, NATIVE, []);
    expect(withReason).toMatchObject({ changes: [], approvals: [], partial: false, revert: { reason: 'Pool moved: slippage', data: reason } });
    const withPanic = await simulateEvm(transport, ALICE, { to: await revertingContract(panic) }, NATIVE, []);
    expect(withPanic.revert?.reason).toBe('Panic 0x11: arithmetic overflow or underflow');
    // OpenZeppelin's ERC20InsufficientBalance(address,uint256): raw data, named by its selector.
    const tooMuch = await simulateEvm(transport, BOB, { to: token, data: erc20.encodeFunctionData('transfer', [ALICE, 10n ** 30n]) }, NATIVE, []);
    expect(tooMuch.revert?.reason).toBe('Execution reverted with custom error 0xe450d38c');
    // More ETH than the account holds: the node refuses the simulation itself, and the preview says why.
    const broke = await simulateEvm(transport, ALICE, { to: BOB, value: `0x${(10n ** 30n).toString(16)}` }, NATIVE, []);
    expect(broke).toMatchObject({ changes: [], revert: { reason: 'The account has insufficient funds for this transaction and its fee.' } });
  });
});

describe('simulateEvm without eth_simulateV1 (a proxy answering -32601)', () => {
  it("falls back to eth_call + eth_estimateGas: partial, the request's own moves", async () => {
    proxyMode = 'no-simulate';
    const partialTransport = createRpcTransport([proxyUrl], { retries: 0 });
    try {
      const transfer = await simulateEvm(
        partialTransport,
        ALICE,
        { to: token, value: '0x5', data: erc20.encodeFunctionData('transfer', [BOB, 77n]) },
        NATIVE,
        [],
      );
      // A value sent to a non-payable token reverts: the fallback still sees it.
      expect(transfer.partial).toBe(true);
      expect(transfer.revert).toBeDefined();
      const ok = await simulateEvm(partialTransport, ALICE, { to: token, data: erc20.encodeFunctionData('transfer', [BOB, 77n]) }, NATIVE, []);
      expect(ok).toMatchObject({ partial: true, changes: [{ address: token, symbol: 'DUSD', decimals: 6, amount: -77n }], approvals: [] });
      expect(ok.gasUsed).toBeGreaterThan(21_000n);
      const approve = await simulateEvm(partialTransport, ALICE, { to: token, data: erc20.encodeFunctionData('approve', [SPENDER, MaxUint256]) }, NATIVE, []);
      expect(approve.approvals).toEqual([{ address: token, symbol: 'DUSD', decimals: 6, spender: SPENDER, amount: MaxUint256, unlimited: true }]);
      const reason = new Interface(['function Error(string)']).encodeFunctionData('Error', ['Not allowed']);
      const reverted = await simulateEvm(partialTransport, ALICE, { to: await revertingContract(reason) }, NATIVE, []);
      expect(reverted).toMatchObject({ partial: true, changes: [], revert: { reason: 'Not allowed', data: reason } });
    } finally {
      partialTransport.dispose();
    }
  });

  it('a malformed eth_simulateV1 reply is a clear RPC_REPLY_INVALID error', async () => {
    proxyMode = 'garbage';
    const garbled = createRpcTransport([proxyUrl], { retries: 0 });
    try {
      const error = await simulateEvm(garbled, ALICE, { to: BOB, value: '0x1' }, NATIVE, []).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WalletModalError);
      expect(error).toMatchObject({ code: 'RPC_REPLY_INVALID' });
      expect((error as WalletModalError).details).toMatch(/eth_simulateV1/);
    } finally {
      garbled.dispose();
      proxyMode = 'no-simulate';
    }
  });
});
