// Deploys the demo contracts on one of the stack's Anvil chains and seeds the demo account with a history: ERC-20
// transfers in and out, native ETH both ways (one failed), NFT mints and transfers, spam NFTs dropped on it.
// Transactions go out from Anvil's unlocked dev accounts a block at a time: automining off, one JSON-RPC batch per
// block with nonces and gas set here, then `evm_mine` at a timestamp in the past; receipts are checked once at the end.
import { Interface, getCreateAddress, parseEther, parseUnits } from 'ethers';
import { loadArtifacts } from './compile.ts';
import type { Artifacts } from './compile.ts';
import { DEMO_COLLECTIONS, collectionBaseUri } from './nft-assets.ts';
import { rpc, rpcBatch, waitForReceipt } from './rpc.ts';

type DeployedToken = { address: string; name: string; symbol: string; decimals: number };
type DeployedCollection = { address: string; name: string; symbol: string; baseUri: string };
export type DemoContracts = {
  chainId: number;
  /** The account the seeded history is about (the Demo Wallet's, Anvil's first dev account), lowercase. */
  demoAccount: string;
  /** Demo Dollar (DUSD, 6 decimals), then Demo Token (DEMO18, 18 decimals). */
  tokens: DeployedToken[];
  /** The ERC-721 collection the demo shows (Local Lights, LIGHT). */
  collection: DeployedCollection;
  /** The ERC-721 collection the data service's configuration should flag as spam (Claim Your Airdrop, CLAIM). */
  spamCollection: DeployedCollection;
  /** DemoSwap (one contract, a constant-product pool per pair) and the pools the stack seeded, amounts in base units. */
  swap: DeployedSwap;
  /** DemoSmartAccount: an EIP-1271 wallet whose owner (the demo account, lowercase) signs for it. */
  smartAccount: { address: string; owner: string };
};
type DeployedPool = { tokenA: string; tokenB: string; reserveA: string; reserveB: string };
type DeployedSwap = { router: string; native: string; pools: DeployedPool[] };

/** Anvil's well-known dev accounts (mnemonic `test test … junk`); the Demo Wallet signs as the first. */
export const DEV_ACCOUNTS = {
  demo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  alice: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  bob: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  carol: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  deployer: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
};

/** The seeded history starts this long before the stack does, when the chain's genesis is older (startAnvil's `timestamp`). */
export const HISTORY_SPAN_SECONDS = 3 * 24 * 3600;

const DEPLOY_GAS = 3_000_000n;

/** DemoSwap's (and wallets') address for native ETH. */
export const SWAP_NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
type PoolSide = { symbol: 'ETH' | 'DUSD' | 'DEMO18'; amount: string; decimals: number };
/** The pools the stack seeds (chain 31338 doubles them, like the rest): ETH at 3,000 DUSD, DEMO18 at 1 DUSD. */
const SWAP_POOLS: [PoolSide, PoolSide][] = [
  [
    { symbol: 'ETH', amount: '100', decimals: 18 },
    { symbol: 'DUSD', amount: '300000', decimals: 6 },
  ],
  [
    { symbol: 'DEMO18', amount: '200000', decimals: 18 },
    { symbol: 'DUSD', amount: '200000', decimals: 6 },
  ],
  [
    { symbol: 'ETH', amount: '50', decimals: 18 },
    { symbol: 'DEMO18', amount: '150000', decimals: 18 },
  ],
];
const CALL_GAS = 200_000n;
const hex = (n: bigint | number) => `0x${n.toString(16)}`;

/** A transaction from an unlocked account; `fails`: it is meant to revert (the seeded history has a failed send). */
type QueuedTransaction = { from: string; to?: string; data?: string; value?: bigint; gas?: bigint; fails?: boolean };
type TransactionQueue = {
  /** Reads the senders' next nonces; send() knows only these senders. */
  load(senders: string[]): Promise<void>;
  /** Queues a transaction; returns the nonce it goes out with. */
  send(tx: QueuedTransaction): bigint;
  /** Sends what is queued and mines it as one block at `timestamp`. */
  mine(timestamp: number): Promise<void>;
  /** Every transaction landed, and succeeded or failed as meant to. */
  check(): Promise<void>;
};

/** An artifact the deploy needs; artifacts.json lacking it means the contracts were not compiled since it was added. */
function artifactOf(contracts: Artifacts['contracts'], name: string) {
  const artifact = contracts[name];
  if (!artifact) throw new Error(`dev/contracts/artifacts.json has no ${name}: run npm run contracts`);
  return artifact;
}

/** Queues transactions from unlocked accounts, tracking each sender's nonce so a whole block goes out in one batch. */
function transactionQueue(rpcUrl: string): TransactionQueue {
  const nonces = new Map<string, bigint>();
  let pending: { tx: Record<string, string>; fails: boolean }[] = [];
  const sent: { hash: string; fails: boolean }[] = [];
  return {
    async load(senders) {
      const counts = await rpcBatch(
        rpcUrl,
        senders.map((s) => ({ method: 'eth_getTransactionCount' as const, params: [s, 'pending'] })),
      );
      senders.forEach((s, i) => {
        nonces.set(s, BigInt(counts[i] ?? 0));
      });
    },
    send({ from, to, data, value = 0n, gas = CALL_GAS, fails = false }) {
      const nonce = nonces.get(from);
      if (nonce === undefined) throw new Error(`${from} sends in the seeded history but its nonce was not loaded`);
      nonces.set(from, nonce + 1n);
      pending.push({ tx: { from, ...(to ? { to } : {}), ...(data ? { data } : {}), value: hex(value), gas: hex(gas), nonce: hex(nonce) }, fails });
      return nonce;
    },
    async mine(timestamp) {
      const hashes = await rpcBatch(
        rpcUrl,
        pending.map(({ tx }) => ({ method: 'eth_sendTransaction' as const, params: [tx] })),
      );
      pending.forEach(({ fails }, i) => {
        sent.push({ hash: hashes[i] ?? '', fails });
      });
      pending = [];
      await rpc(rpcUrl, 'evm_mine', [timestamp]);
    },
    async check() {
      const receipts = await rpcBatch(
        rpcUrl,
        sent.map(({ hash }) => ({ method: 'eth_getTransactionReceipt' as const, params: [hash] })),
      );
      sent.forEach(({ hash, fails }, i) => {
        const receipt = receipts[i];
        if (!receipt) throw new Error(`seed transaction ${hash} was not mined`);
        if ((receipt.status === '0x1') === fails) throw new Error(`seed transaction ${hash} ${fails ? 'succeeded but should fail' : 'failed'}`);
      });
    },
  };
}

export type DeployOptions = {
  rpcUrl: string;
  chainId: number;
  /** The server that answers NFT_ASSET_PATH (the stack's page URL, ending in /). */
  imageBaseUrl: string;
  /** Unix seconds the history ends before (default: now). */
  now?: number;
};

/**
 * Deploys DemoToken (a 6-decimal dollar and an 18-decimal token), the demo NFT collection and the spam collection,
 * then seeds the demo account's history. Chain ids 31337 and 31338 get different amounts, so their views differ.
 */
export async function deployDemoContracts({ rpcUrl, chainId, imageBaseUrl, now = Math.floor(Date.now() / 1000) }: DeployOptions): Promise<DemoContracts> {
  const { contracts } = loadArtifacts();
  const token = new Interface(artifactOf(contracts, 'DemoToken').abi);
  const nft = new Interface(artifactOf(contracts, 'DemoCollection').abi);
  const { demo, alice, bob, carol, deployer } = DEV_ACCOUNTS;
  const queue = transactionQueue(rpcUrl);
  await queue.load(Object.values(DEV_ACCOUNTS));
  // Block times only grow: the history fits between the newest block and `now` (1 s apart when there is no room).
  const latest = await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  const earliest = Math.max(now - HISTORY_SPAN_SECONDS, Number(BigInt(latest.timestamp)) + 1);
  let lastTime = earliest - 1;
  /** `fraction`: of the way from the history's start to now. */
  const at = (fraction: number) => (lastTime = Math.max(lastTime + 1, Math.floor(earliest + fraction * (now - 7200 - earliest))));
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
  try {
    const deploy = (name: 'DemoToken' | 'DemoCollection' | 'DemoSwap' | 'DemoSmartAccount', args: unknown[]) => {
      const { bytecode, abi } = artifactOf(contracts, name);
      const data = bytecode + new Interface(abi).encodeDeploy(args).slice(2);
      return getCreateAddress({ from: deployer, nonce: queue.send({ from: deployer, data, gas: DEPLOY_GAS }) }).toLowerCase();
    };
    const scale = chainId === 31338 ? 2n : 1n;
    const dusd = { name: 'Demo Dollar', symbol: 'DUSD', decimals: 6 };
    const demo18 = { name: 'Demo Token', symbol: 'DEMO18', decimals: 18 };
    const units = (amount: string, decimals: number) => parseUnits(amount, decimals) * scale;
    const dusdAddress = deploy('DemoToken', [dusd.name, dusd.symbol, dusd.decimals, deployer, parseUnits('1000000', 6) * scale]);
    const demo18Address = deploy('DemoToken', [demo18.name, demo18.symbol, demo18.decimals, deployer, parseUnits('1000000', 18) * scale]);
    const lights = DEMO_COLLECTIONS.collection;
    const claim = DEMO_COLLECTIONS.spamCollection;
    const lightsUri = collectionBaseUri(imageBaseUrl, lights.slug);
    const claimUri = collectionBaseUri(imageBaseUrl, claim.slug);
    const lightsAddress = deploy('DemoCollection', [lights.name, lights.symbol, lightsUri]);
    const claimAddress = deploy('DemoCollection', [claim.name, claim.symbol, claimUri]);
    // The swap goes in the same first block: deploy, approvals and liquidity add no round trip to the stack's start.
    const swapAddress = deploy('DemoSwap', [deployer]);
    const swap = new Interface(artifactOf(contracts, 'DemoSwap').abi);
    const pools = SWAP_POOLS.map(([a, b]) => {
      const tokenA = { ETH: SWAP_NATIVE, DUSD: dusdAddress, DEMO18: demo18Address }[a.symbol];
      const tokenB = { ETH: SWAP_NATIVE, DUSD: dusdAddress, DEMO18: demo18Address }[b.symbol];
      const amountA = parseUnits(a.amount, a.decimals) * scale;
      const amountB = parseUnits(b.amount, b.decimals) * scale;
      for (const [t, amount] of [
        [tokenA, amountA],
        [tokenB, amountB],
      ] as const) {
        if (t !== SWAP_NATIVE) queue.send({ from: deployer, to: t, data: token.encodeFunctionData('approve', [swapAddress, amount]) });
      }
      const value = (tokenA === SWAP_NATIVE ? amountA : 0n) + (tokenB === SWAP_NATIVE ? amountB : 0n);
      queue.send({ from: deployer, to: swapAddress, value, gas: 300_000n, data: swap.encodeFunctionData('addLiquidity', [tokenA, tokenB, amountA, amountB]) });
      return { tokenA, tokenB, reserveA: amountA.toString(), reserveB: amountB.toString() };
    });
    await queue.mine(at(0));

    const transfer = (from: string, contract: string, to: string, amount: bigint) =>
      queue.send({ from, to: contract, data: token.encodeFunctionData('transfer', [to, amount]) });
    const mint = (contract: string, to: string, id: number) => queue.send({ from: deployer, to: contract, data: nft.encodeFunctionData('mint', [to, id]) });
    const move = (from: string, to: string, id: number) =>
      queue.send({ from, to: lightsAddress, data: nft.encodeFunctionData('transferFrom', [from, to, id]) });

    transfer(deployer, dusdAddress, demo, units('2500', 6));
    transfer(deployer, dusdAddress, alice, units('1000', 6));
    transfer(deployer, demo18Address, demo, units('1200', 18));
    transfer(deployer, demo18Address, alice, units('500', 18));
    queue.send({ from: alice, to: demo, value: parseEther('1.5') * scale });
    mint(lightsAddress, demo, 1);
    mint(lightsAddress, demo, 2);
    mint(lightsAddress, alice, 3);
    await queue.mine(at(0.02));

    transfer(demo, dusdAddress, alice, units('125.5', 6));
    queue.send({ from: demo, to: bob, value: parseEther('0.25') * scale });
    move(demo, bob, 2);
    for (const id of [1, 2, 3]) mint(claimAddress, demo, id);
    await queue.mine(at(0.35));

    transfer(alice, dusdAddress, demo, units('40', 6));
    transfer(demo, demo18Address, alice, units('200.75', 18));
    move(alice, demo, 3);
    // A failed send: the spam collection accepts no ETH, so this reverts and moves nothing.
    queue.send({ from: demo, to: claimAddress, value: parseEther('0.1'), fails: true });
    await queue.mine(at(0.7));

    queue.send({ from: carol, to: demo, value: parseEther('0.05') * scale });
    transfer(demo, dusdAddress, carol, units('10', 6));
    // An EIP-1271 contract account owned by the demo account, for sign-in with a smart account (issue 12).
    const smartAccount = deploy('DemoSmartAccount', [demo]);
    await queue.mine(at(1));

    await queue.check();
    return {
      chainId,
      demoAccount: demo.toLowerCase(),
      tokens: [
        { address: dusdAddress, ...dusd },
        { address: demo18Address, ...demo18 },
      ],
      collection: { address: lightsAddress, name: lights.name, symbol: lights.symbol, baseUri: lightsUri },
      spamCollection: { address: claimAddress, name: claim.name, symbol: claim.symbol, baseUri: claimUri },
      swap: { router: swapAddress, native: SWAP_NATIVE, pools },
      smartAccount: { address: smartAccount, owner: demo.toLowerCase() },
    };
  } finally {
    // Back to wall-clock time and instant mining, as the wallet and the tests expect of the stack.
    await rpcBatch(rpcUrl, [
      { method: 'anvil_setTime', params: [Math.max(lastTime + 1, Math.floor(Date.now() / 1000))] },
      { method: 'evm_setAutomine', params: [true] },
    ]);
  }
}

/**
 * Deploys HostileToken (tests only): name() answers `unit` doubled `doublings` times; the symbol is given as is.
 * Resolves with its address, lowercase.
 */
export async function deployHostileToken({
  rpcUrl,
  unit,
  doublings,
  symbol,
}: {
  rpcUrl: string;
  unit: string;
  doublings: number;
  symbol: string;
}): Promise<string> {
  const { bytecode, abi } = artifactOf(loadArtifacts().contracts, 'HostileToken');
  const data = bytecode + new Interface(abi).encodeDeploy([unit, doublings, symbol]).slice(2);
  const hash = await rpc(rpcUrl, 'eth_sendTransaction', [{ from: DEV_ACCOUNTS.deployer, data, gas: hex(DEPLOY_GAS) }]);
  const receipt = await waitForReceipt(rpcUrl, hash);
  if (receipt.status !== '0x1') throw new Error(`HostileToken deploy ${hash} failed`);
  return receipt.contractAddress.toLowerCase();
}
