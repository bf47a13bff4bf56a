// The indexer's catch-up speed: a real Anvil seeded with BLOCKS blocks of TXS_PER_BLOCK transactions each (native
// sends, ERC-20 transfers and ERC-721 mints from Anvil's ten dev accounts, to many recipients), then the data
// service's indexer (server/data/indexer/, its EVM reader and the repository) run from block 0 to the head, in this
// process as the service runs it, on PostgreSQL (a scratch schema) and on PGlite (memory). Reported, no budget.
import { createHash } from 'node:crypto';
import { Interface, getCreateAddress, type InterfaceAbi } from 'ethers';
import { createEvmReader } from '../../server/data/chain/evm-reader.ts';
import { openDatabase, type DatabaseOptions } from '../../server/shared/db/database.ts';
import { migrate } from '../../server/data/db/migrations.ts';
import { createRepository } from '../../server/data/db/repository.ts';
import { createIndexer } from '../../server/data/indexer/indexer.ts';
import { startAnvil } from '../anvil.ts';
import { loadArtifacts } from '../contracts/compile.ts';
import { rpc, rpcBatch, type RpcReceipt } from '../contracts/rpc.ts';
import { scratchSchema } from './data-processes.ts';

const CHAIN_ID = 31337;
const BLOCKS = 1000;
const TXS_PER_BLOCK = 10;
const RECIPIENTS = 500;
const GAS = '0x30d40'; // 200,000: enough for any of these calls, and no estimate needed against a pending state
const hex = (n: number | bigint) => `0x${BigInt(n).toString(16)}`;
const recipient = (n: number) => `0x${createHash('md5').update(`recipient-${n}`).digest('hex')}${'0'.repeat(8)}`;

/** A transaction as eth_sendTransaction takes it, quantities in hex. */
type SendFields = { to?: string; data?: string; value?: string; gas?: string };
type Send = SendFields & { from: string; gas: string; nonce: string };

/**
 * Mines the blocks: automining off, each block's transactions sent in one JSON-RPC batch with nonces set here, then
 * `evm_mine`. Every receipt is checked at the end: the indexer must meet exactly what was meant.
 */
async function seedChain(rpcUrl: string): Promise<{ head: bigint; transactions: number; transfers: number; seconds: number }> {
  const started = performance.now();
  const { contracts } = loadArtifacts();
  const artifact = (name: string) => {
    const found = contracts[name];
    if (!found) throw new Error(`dev/contracts has no compiled ${name}: run npm run contracts`);
    return found;
  };
  const token = new Interface(artifact('DemoToken').abi as InterfaceAbi);
  const nft = new Interface(artifact('DemoCollection').abi as InterfaceAbi);
  const accounts = await rpc(rpcUrl, 'eth_accounts');
  const deployer = accounts.at(-1);
  if (!deployer) throw new Error('Anvil lists no accounts');
  const nonces = new Map(accounts.map((a) => [a, 0n]));
  const tx = (from: string, fields: SendFields): Send => {
    const nonce = nonces.get(from) ?? 0n;
    nonces.set(from, nonce + 1n);
    return { from, gas: GAS, nonce: hex(nonce), ...fields };
  };
  const hashes: string[] = [];
  const mine = async (txs: Send[]) => {
    const sent = await rpcBatch(
      rpcUrl,
      txs.map((t) => ({ method: 'eth_sendTransaction', params: [t] })),
    );
    hashes.push(...sent.map(String));
    await rpc(rpcUrl, 'evm_mine', []);
  };
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
  const deploy = (name: string, args: unknown[]) => {
    const { abi, bytecode } = artifact(name);
    const data = bytecode + new Interface(abi as InterfaceAbi).encodeDeploy(args).slice(2);
    const nonce = nonces.get(deployer) ?? 0n;
    return { address: getCreateAddress({ from: deployer, nonce }), tx: tx(deployer, { data, gas: hex(3_000_000) }) };
  };
  const erc20 = deploy('DemoToken', ['Bench Dollar', 'BUSD', 6, deployer, 10n ** 15n]);
  const erc721 = deploy('DemoCollection', ['Bench Things', 'BTH', 'http://127.0.0.1/']);
  await mine([erc20.tx, erc721.tx]);
  // Every sender gets tokens to send.
  await mine(accounts.slice(0, -1).map((a) => tx(deployer, { to: erc20.address, data: token.encodeFunctionData('transfer', [a, 10n ** 12n]) })));
  let minted = 0;
  for (let b = 0; b < BLOCKS - 2; b++) {
    const txs: Send[] = [];
    for (let j = 0; j < TXS_PER_BLOCK; j++) {
      const n = b * TXS_PER_BLOCK + j;
      const to = recipient(n % RECIPIENTS);
      const sender = accounts[j % (accounts.length - 1)] ?? deployer;
      if (j % 10 === 9) txs.push(tx(deployer, { to: erc721.address, data: nft.encodeFunctionData('mint', [to, ++minted]) }));
      else if (j % 2 === 0) txs.push(tx(sender, { to, value: hex(10n ** 15n) }));
      else txs.push(tx(sender, { to: erc20.address, data: token.encodeFunctionData('transfer', [to, BigInt(1 + (n % 1000))]) }));
    }
    await mine(txs);
  }
  for (let i = 0; i < hashes.length; i += 500) {
    // The batch answers eth_getTransactionReceipt's receipts, in order.
    const receipts = (await rpcBatch(
      rpcUrl,
      hashes.slice(i, i + 500).map((h) => ({ method: 'eth_getTransactionReceipt', params: [h] })),
    )) as (RpcReceipt | null)[];
    const bad = receipts.findIndex((r) => r?.status !== '0x1');
    if (bad >= 0) throw new Error(`seed transaction ${hashes[i + bad]} did not succeed`);
  }
  await rpc(rpcUrl, 'evm_setAutomine', [true]);
  // One transfer a transaction (the token's deploy mints its supply), except the collection's deploy, which moves nothing.
  return {
    head: BigInt(await rpc(rpcUrl, 'eth_blockNumber')),
    transactions: hashes.length,
    transfers: hashes.length - 1,
    seconds: (performance.now() - started) / 1000,
  };
}

/** From block 0 to the head, timed. */
async function catchUp(rpcUrl: string, database: DatabaseOptions): Promise<{ seconds: number; transfers: number }> {
  const db = await openDatabase(database);
  try {
    await migrate(db);
    const repository = createRepository(db);
    const indexer = createIndexer({ db, repository, readers: [createEvmReader({ chainId: CHAIN_ID, rpcUrl })] });
    const started = performance.now();
    await indexer.syncToHead();
    const seconds = (performance.now() - started) / 1000;
    await indexer.stop();
    return { seconds, transfers: await repository.transferCount(`eip155:${CHAIN_ID}`) };
  } finally {
    await db.close();
  }
}

/** Prints the figures; resolves false when a run failed (there is no budget). */
export async function indexerSpeedBench({ databaseUrl }: { databaseUrl: string }): Promise<boolean> {
  const anvil = await startAnvil({ chainId: CHAIN_ID });
  let ok = true;
  try {
    const seeded = await seedChain(anvil.rpcUrl);
    const blocks = Number(seeded.head) + 1;
    console.log(
      `\nIndexer catch-up: Anvil with ${blocks} blocks (${TXS_PER_BLOCK} transactions a block: native sends, ERC-20 transfers, ERC-721 mints; ${seeded.transactions} in all, mined in ${seeded.seconds.toFixed(1)} s), indexed from block 0 to the head (default batches of 500 blocks)`,
    );
    const schema = await scratchSchema(databaseUrl).catch(() => null);
    const targets: { label: string; database: DatabaseOptions }[] = [
      ...(schema ? [{ label: 'PostgreSQL', database: { databaseUrl, databaseSchema: schema.schema } }] : []),
      { label: 'PGlite', database: {} },
    ];
    if (!schema) console.log(`  PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')} cannot be reached: PGlite only`);
    try {
      for (const { label, database } of targets) {
        try {
          const { seconds, transfers } = await catchUp(anvil.rpcUrl, database);
          if (transfers !== seeded.transfers) throw new Error(`indexed ${transfers} transfers, not the ${seeded.transfers} mined`);
          console.log(
            `  ${label}: ${(blocks / seconds).toFixed(0)} blocks/s, ${(transfers / seconds).toFixed(0)} transfers/s (${blocks} blocks, ${transfers} transfers in ${seconds.toFixed(1)} s)`,
          );
        } catch (error) {
          console.log(`  ${label}: the run failed: ${error instanceof Error ? error.message : String(error)}`);
          ok = false;
        }
      }
    } finally {
      await schema?.drop();
    }
  } finally {
    await anvil.stop();
  }
  return ok;
}
