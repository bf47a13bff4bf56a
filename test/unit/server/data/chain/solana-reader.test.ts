// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyPairSignerFromPrivateKeyBytes, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { startSolanaRpc, LAMPORTS_PER_SOL, type SolanaRpc } from '../../../../../dev/solana-rpc.ts';
import { seedSolanaHistory, sendInstructions } from '../../../../../dev/solana/history.ts';
import { createSolanaReader } from '../../../../../server/data/chain/solana-reader';
import type { IndexedTransfer } from '../../../../../server/data/records';

let rpc: SolanaRpc;
let chainId: string;
let history: string[];
let second: KeyPairSigner;
let third: KeyPairSigner;
const seed = (byte: number) => createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(byte));
const moves = (transfers: IndexedTransfer[]) => transfers.map((t) => [t.kind, t.token, t.from, t.to, t.amount, t.status]);
const reader = (watched: string[], tokenNames?: Record<string, { name: string; symbol: string }>) =>
  createSolanaReader({ chainId, rpcUrl: rpc.rpcUrl, watched, ...(tokenNames ? { tokenNames } : {}) });

beforeAll(async () => {
  rpc = await startSolanaRpc();
  chainId = `solana:${rpc.genesisHash.slice(0, 32)}`;
  history = await seedSolanaHistory({ rpcUrl: rpc.rpcUrl, token: rpc.faucet.token });
  second = await seed(2);
  third = await seed(3);
});
afterAll(() => rpc?.stop());

describe('createSolanaReader on the LiteSVM RPC', () => {
  it("reads the demo account's SOL and SPL transfers, both ways, amounts as bigint, the incoming SPL one through its token account", async () => {
    const demo = rpc.faucet.demo.address;
    const { mint } = rpc.faucet.token;
    const transfers = await reader([demo]).transfers(0n, await reader([demo]).head());
    expect(moves(transfers)).toEqual([
      ['native', null, rpc.faucet.address, demo, 100n * LAMPORTS_PER_SOL, 'confirmed'], // the funding airdrop
      ['native', null, demo, second.address, (12n * LAMPORTS_PER_SOL) / 10n, 'confirmed'],
      ['native', null, second.address, demo, LAMPORTS_PER_SOL / 2n, 'confirmed'],
      ['fungible', mint, demo, second.address, 25_000_000n, 'confirmed'],
      ['fungible', mint, second.address, demo, 7_000_000n, 'confirmed'],
      ['native', null, third.address, demo, 2n * LAMPORTS_PER_SOL, 'confirmed'],
    ]);
    expect(transfers.slice(1).map((t) => t.txHash)).toEqual(history);
    const slots = transfers.map((t) => t.blockNumber);
    expect(slots).toEqual([...slots].sort((a, b) => (a < b ? -1 : 1)));
    for (const t of transfers) {
      expect(t.chainId).toBe(chainId);
      expect(t.logIndex).toBe(0);
      expect(t.tokenId).toBeNull();
      expect(t.blockHash).toBe(await reader([]).blockHash(t.blockNumber));
      expect(Math.abs(t.timestamp - Date.now() / 1000)).toBeLessThan(120);
    }
    expect(new Set(transfers.map((t) => t.blockHash)).size).toBe(transfers.length);
  });

  it('keeps to the slot range asked for', async () => {
    const demo = rpc.faucet.demo.address;
    const all = await reader([demo]).transfers(0n, await reader([demo]).head());
    const third = all[3]!;
    expect(await reader([demo]).transfers(third.blockNumber, third.blockNumber)).toEqual([third]);
    expect(await reader([demo]).transfers(all[1]!.blockNumber, all[2]!.blockNumber)).toEqual(all.slice(1, 3));
  });

  it('follows a wallet added with watch(), and reads a failed transfer as failed', async () => {
    const fresh = await generateKeyPairSigner();
    await rpc.faucet.airdrop(fresh.address, LAMPORTS_PER_SOL);
    // More than it has: fails in the program, still lands and pays its fee.
    const failed = await sendInstructions(
      rpc.rpcUrl,
      fresh,
      [getTransferSolInstruction({ source: fresh, destination: second.address, amount: 5n * LAMPORTS_PER_SOL })],
      { skipPreflight: true },
    );
    const follower = reader([rpc.faucet.demo.address]);
    const head = await follower.head();
    expect(await follower.transfers(head - 1n, head)).toEqual([]);
    follower.watch(fresh.address);
    expect(follower.watched).toContain(fresh.address);
    const seen = await follower.transfers(head - 1n, head);
    expect(moves(seen)).toEqual([
      ['native', null, rpc.faucet.address, fresh.address, LAMPORTS_PER_SOL, 'confirmed'],
      ['native', null, fresh.address, second.address, 5n * LAMPORTS_PER_SOL, 'failed'],
    ]);
    expect(seen[1]!.txHash).toBe(failed);
    expect(() => follower.watch('0xnot-solana')).toThrow(/Not a Solana address/);
  });

  it('reads a mint: its decimals from the chain, names from configuration or the known tokens of its network, sanitised', async () => {
    const { mint, decimals } = rpc.faucet.token;
    // The local stack's mint is one the modal knows by name.
    expect(await reader([]).tokenMetadata(mint)).toEqual({
      chainId,
      address: mint,
      kind: 'fungible',
      name: 'Demo Token',
      symbol: 'DEMO',
      decimals,
      iconUrl: null,
    });
    const elsewhere = createSolanaReader({ chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: rpc.rpcUrl, watched: [] });
    expect(await elsewhere.tokenMetadata(mint)).toMatchObject({ name: '', symbol: '', decimals });
    const named = await reader([], { [mint]: { name: 'Demo <script>\u202Etoken\u200B', symbol: 'DEMO\u2066' } }).tokenMetadata(mint);
    expect(named).toMatchObject({ name: 'Demo <script>token', symbol: 'DEMO', decimals: 6 });
    expect(await reader([]).tokenMetadata(rpc.faucet.demo.address)).toBeNull(); // a wallet, no mint
    await expect(reader([]).tokenMetadata('not base58!')).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('answers null for a slot without a block and refuses bad input', async () => {
    const r = reader([]);
    expect(await r.blockHash((await r.head()) + 100n)).toBeNull();
    expect(await r.blockHash(1n)).toBeNull(); // before the chain's first block: skipped
    await expect(r.transfers(3n, 2n)).rejects.toMatchObject({ code: 'invalid-input' });
    expect(() => createSolanaReader({ chainId: 'eip155:1', rpcUrl: rpc.rpcUrl, watched: [] })).toThrow(/Solana CAIP-2/);
    expect(() => createSolanaReader({ chainId, rpcUrl: rpc.rpcUrl, watched: ['nope'] })).toThrow(/Not a Solana address/);
  });
});
