// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Interface, parseEther, parseUnits } from 'ethers';
import { startAnvil, type Anvil } from '../../../../../dev/anvil.ts';
import { deployDemoContracts, deployHostileToken, DEV_ACCOUNTS, HISTORY_SPAN_SECONDS, type DemoContracts } from '../../../../../dev/contracts/deploy.ts';
import { rpc, waitForReceipt } from '../../../../../dev/contracts/rpc.ts';
import { createEvmReader } from '../../../../../server/data/chain/evm-reader';
import { ChainReadError } from '../../../../../server/data/chain/errors';
import type { IndexedTransfer } from '../../../../../server/data/records';

let anvil: Anvil;
let demo: DemoContracts;
const lower = (a: string) => a.toLowerCase();
const {
  demo: DEMO,
  alice: ALICE,
  bob: BOB,
  carol: CAROL,
  deployer: DEPLOYER,
} = Object.fromEntries(Object.entries(DEV_ACCOUNTS).map(([k, v]) => [k, lower(v)])) as Record<keyof typeof DEV_ACCOUNTS, string>;
const ZERO = '0x0000000000000000000000000000000000000000';
const erc20 = new Interface(['function transfer(address to, uint256 amount)']);

async function send(tx: Record<string, string>): Promise<{ hash: string; blockNumber: bigint; status: string }> {
  const hash = await rpc(anvil.rpcUrl, 'eth_sendTransaction', [tx]);
  const receipt = await waitForReceipt(anvil.rpcUrl, hash);
  return { hash, blockNumber: BigInt(receipt.blockNumber), status: receipt.status };
}
/** The transfers' movements, without the fields that differ from run to run. */
const moves = (transfers: IndexedTransfer[]) => transfers.map((t) => [t.kind, t.token, t.tokenId, t.from, t.to, t.amount, t.status]);

beforeAll(async () => {
  // As the stack starts it: a genesis older than the seeded history.
  anvil = await startAnvil({ chainId: 31337, timestamp: Math.floor(Date.now() / 1000) - HISTORY_SPAN_SECONDS - 3600 });
  demo = await deployDemoContracts({ rpcUrl: anvil.rpcUrl, chainId: 31337, imageBaseUrl: 'http://127.0.0.1:9/' });
}, 30_000);
afterAll(() => anvil?.stop());

describe('createEvmReader on a real Anvil', () => {
  it('reads the seeded history in chain order: native value (one failed), ERC-20 amounts as bigint, ERC-721 ids', async () => {
    const reader = createEvmReader({ chainId: 31337, rpcUrl: anvil.rpcUrl });
    expect(reader.chainId).toBe('eip155:31337');
    const head = await reader.head();
    expect(head).toBe(5n); // the deploy block and four history blocks
    const transfers = await reader.transfers(0n, head);
    const [dusd, demo18] = demo.tokens.map((t) => t.address) as [string, string];
    const lights = demo.collection.address;
    const claim = demo.spamCollection.address;
    const swap = demo.swap.router.toLowerCase();
    expect(moves(transfers)).toEqual([
      // block 1: the deploys mint the supplies
      ['fungible', dusd, null, ZERO, DEPLOYER, parseUnits('1000000', 6), 'confirmed'],
      ['fungible', demo18, null, ZERO, DEPLOYER, parseUnits('1000000', 18), 'confirmed'],
      // and DemoSwap gets its liquidity: ETH/DUSD, DEMO18/DUSD, ETH/DEMO18
      ['native', null, null, DEPLOYER, swap, parseEther('100'), 'confirmed'],
      ['fungible', dusd, null, DEPLOYER, swap, parseUnits('300000', 6), 'confirmed'],
      ['fungible', demo18, null, DEPLOYER, swap, parseUnits('200000', 18), 'confirmed'],
      ['fungible', dusd, null, DEPLOYER, swap, parseUnits('200000', 6), 'confirmed'],
      ['native', null, null, DEPLOYER, swap, parseEther('50'), 'confirmed'],
      ['fungible', demo18, null, DEPLOYER, swap, parseUnits('150000', 18), 'confirmed'],
      // block 2
      ['fungible', dusd, null, DEPLOYER, DEMO, parseUnits('2500', 6), 'confirmed'],
      ['fungible', dusd, null, DEPLOYER, ALICE, parseUnits('1000', 6), 'confirmed'],
      ['fungible', demo18, null, DEPLOYER, DEMO, parseUnits('1200', 18), 'confirmed'],
      ['fungible', demo18, null, DEPLOYER, ALICE, parseUnits('500', 18), 'confirmed'],
      ['native', null, null, ALICE, DEMO, parseEther('1.5'), 'confirmed'],
      ['nft', lights, 1n, ZERO, DEMO, 1n, 'confirmed'],
      ['nft', lights, 2n, ZERO, DEMO, 1n, 'confirmed'],
      ['nft', lights, 3n, ZERO, ALICE, 1n, 'confirmed'],
      // block 3
      ['fungible', dusd, null, DEMO, ALICE, parseUnits('125.5', 6), 'confirmed'],
      ['native', null, null, DEMO, BOB, parseEther('0.25'), 'confirmed'],
      ['nft', lights, 2n, DEMO, BOB, 1n, 'confirmed'],
      ['nft', claim, 1n, ZERO, DEMO, 1n, 'confirmed'],
      ['nft', claim, 2n, ZERO, DEMO, 1n, 'confirmed'],
      ['nft', claim, 3n, ZERO, DEMO, 1n, 'confirmed'],
      // block 4: the send to the spam contract reverted and moved nothing
      ['fungible', dusd, null, ALICE, DEMO, parseUnits('40', 6), 'confirmed'],
      ['fungible', demo18, null, DEMO, ALICE, parseUnits('200.75', 18), 'confirmed'],
      ['nft', lights, 3n, ALICE, DEMO, 1n, 'confirmed'],
      ['native', null, null, DEMO, claim, parseEther('0.1'), 'failed'],
      // block 5
      ['native', null, null, CAROL, DEMO, parseEther('0.05'), 'confirmed'],
      ['fungible', dusd, null, DEMO, CAROL, parseUnits('10', 6), 'confirmed'],
    ]);
    for (const t of transfers) {
      expect(t.chainId).toBe('eip155:31337');
      expect(t.blockHash).toBe(await reader.blockHash(t.blockNumber));
      expect(t.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(t.logIndex).toBe(t.kind === 'native' ? -1 : t.logIndex);
      expect(t.logIndex).toBeGreaterThanOrEqual(-1);
    }
    // The seeded history is dated in the past, block by block.
    const times = transfers.map((t) => t.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.floor(Date.now() / 1000) - (times[0] as number)).toBeGreaterThan(2 * 86_400);
  });

  it('splits eth_getLogs into bounded ranges without losing or repeating a transfer', async () => {
    const whole = await createEvmReader({ chainId: 31337, rpcUrl: anvil.rpcUrl }).transfers(0n, 5n);
    const chunked = await createEvmReader({ chainId: 31337, rpcUrl: anvil.rpcUrl, maxLogRange: 2 }).transfers(0n, 5n);
    expect(chunked).toEqual(whole);
    const parts = await createEvmReader({ chainId: 31337, rpcUrl: anvil.rpcUrl, maxLogRange: 1 }).transfers(3n, 3n);
    expect(parts).toEqual(whole.filter((t) => t.blockNumber === 3n));
  });

  it('after anvil_reorg, the reorged block has a new hash and its transfers are gone', async () => {
    const reader = createEvmReader({ chainId: 31337, rpcUrl: anvil.rpcUrl });
    const dusd = demo.tokens[0]!.address;
    const native = await send({ from: DEMO, to: BOB, value: '0x2386f26fc10000' });
    const token = await send({ from: DEMO, to: dusd, data: erc20.encodeFunctionData('transfer', [BOB, 7_000_000n]) });
    const before = await reader.transfers(native.blockNumber, token.blockNumber);
    expect(moves(before)).toEqual([
      ['native', null, null, DEMO, BOB, 10n ** 16n, 'confirmed'],
      ['fungible', dusd, null, DEMO, BOB, 7_000_000n, 'confirmed'],
    ]);
    const hashesBefore = [await reader.blockHash(native.blockNumber), await reader.blockHash(token.blockNumber)];

    await rpc(anvil.rpcUrl, 'anvil_reorg', [2, []]);
    expect(await reader.head()).toBe(token.blockNumber);
    const hashesAfter = [await reader.blockHash(native.blockNumber), await reader.blockHash(token.blockNumber)];
    expect(hashesAfter[0]).not.toBe(hashesBefore[0]);
    expect(hashesAfter[1]).not.toBe(hashesBefore[1]);
    expect(await reader.transfers(native.blockNumber, token.blockNumber)).toEqual([]);
    // The blocks before the reorg are untouched.
    expect(await reader.transfers(5n, 5n)).toHaveLength(2);
  });

  it('reads token metadata: ERC-20 with its decimals, ERC-721 told apart, null for an account with no code', async () => {
    const reader = createEvmReader({ chainId: 31337, rpcUrl: anvil.rpcUrl });
    const [dusd, demo18] = demo.tokens as [DemoContracts['tokens'][0], DemoContracts['tokens'][0]];
    expect(await reader.tokenMetadata(dusd.address)).toEqual({
      chainId: 'eip155:31337',
      address: dusd.address,
      kind: 'fungible',
      name: 'Demo Dollar',
      symbol: 'DUSD',
      decimals: 6,
      iconUrl: null,
    });
    expect(await reader.tokenMetadata(demo18.address.toUpperCase().replace('0X', '0x'))).toMatchObject({
      address: demo18.address,
      kind: 'fungible',
      symbol: 'DEMO18',
      decimals: 18,
    });
    expect(await reader.tokenMetadata(demo.collection.address)).toEqual({
      chainId: 'eip155:31337',
      address: demo.collection.address,
      kind: 'nft',
      name: 'Local Lights',
      symbol: 'LIGHT',
      decimals: 0,
      iconUrl: null,
    });
    expect(await reader.tokenMetadata(demo.spamCollection.address)).toMatchObject({ kind: 'nft', name: 'Claim Your Airdrop', symbol: 'CLAIM' });
    expect(await reader.tokenMetadata(ALICE)).toBeNull();
  });

  it("reads an NFT's tokenURI; null for a token that does not exist (the call reverts) and for a contract without one", async () => {
    const reader = createEvmReader({ chainId: 31337, rpcUrl: anvil.rpcUrl });
    expect(await reader.nftTokenUri!(demo.collection.address, 3n)).toBe('http://127.0.0.1:9/dev/nft/lights/3.json');
    expect(await reader.nftTokenUri!(demo.collection.address, 999n)).toBeNull();
    expect(await reader.nftTokenUri!(demo.tokens[0]!.address, 1n)).toBeNull();
    expect(await reader.nftTokenUri!(ALICE, 1n)).toBeNull();
  });

  it('bounds and sanitises hostile metadata: markup kept as text, bidi and zero-width characters gone, 120 KB cut to 128 characters', async () => {
    const unit = '<img src=x onerror=alert(1)>\u202Egnp.exe\u200B '; // 41 bytes in UTF-8
    const address = await deployHostileToken({ rpcUrl: anvil.rpcUrl, unit, doublings: 12, symbol: '<b>\u202EDUSD\u200D\u2066</b>\n\u0000x' });
    const name = await rpc(anvil.rpcUrl, 'eth_call', [{ to: address, data: '0x06fdde03' }, 'latest']);
    expect((name.length - 2) / 2).toBeGreaterThan(100_000); // the contract really answers a name over 100 KB
    const metadata = await createEvmReader({ chainId: 31337, rpcUrl: anvil.rpcUrl }).tokenMetadata(address);
    expect(metadata).toMatchObject({ kind: 'fungible', decimals: 18, symbol: '<b>DUSD</b> x' });
    expect(Array.from(metadata!.name)).toHaveLength(128);
    expect(metadata!.name.startsWith('<img src=x onerror=alert(1)>gnp.exe <img src=x onerror=alert(1)>gnp.exe ')).toBe(true);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for exactly these characters.
    expect(metadata!.name).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b-\u200f\u0000-\u001f]/);
  });

  it('refuses bad input with a clear error and answers null for a block it does not have', async () => {
    const reader = createEvmReader({ chainId: 31337, rpcUrl: anvil.rpcUrl });
    await expect(reader.tokenMetadata('0x1234')).rejects.toMatchObject({ code: 'invalid-input', message: 'Not an EVM address: "0x1234"' });
    await expect(reader.transfers(5n, 4n)).rejects.toBeInstanceOf(ChainReadError);
    await expect(reader.transfers(-1n, 4n)).rejects.toMatchObject({ code: 'invalid-input' });
    expect(await reader.blockHash(10_000n)).toBeNull();
    await expect(reader.transfers(10_000n, 10_000n)).rejects.toMatchObject({ code: 'reorg' });
    expect(() => createEvmReader({ chainId: 0, rpcUrl: anvil.rpcUrl })).toThrow(/positive integer/);
    expect(() => createEvmReader({ chainId: 1, rpcUrl: 'ftp://x' })).toThrow(/http or https/);
    await expect(createEvmReader({ chainId: 1, rpcUrl: 'http://127.0.0.1:9/' }).head()).rejects.toMatchObject({ code: 'unavailable' });
  });
});
