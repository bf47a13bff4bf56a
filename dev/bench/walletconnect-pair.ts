// WalletConnect pair + approve over the loopback relay: a dapp and a wallet SignClient (2.21.8) in this process,
// from the dapp's connect() to its approval() settling (the wallet pairs with the URI and approves at once).
import { proposeSession } from '../walletconnect-proposal.ts';

const PAIR_BUDGET_MS = 1000;
const PAIR_RUNS = 5;

/** The time of each of `count` pairings, and their median. */
async function pairAndApproveTimes(count: number): Promise<{ median: number; runs: number[] }> {
  const { startRelay } = await import('../walletconnect-relay.ts');
  const { SignClient } = await import('@walletconnect/sign-client');
  // Offline: the clients' vendor calls (verify) are refused at once rather than left to a network timeout.
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return realFetch(input, init);
    return Promise.reject(new TypeError(`offline bench: ${url.origin} refused`));
  };
  const relay = await startRelay();
  const chain = 'eip155:31337';
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const namespace = { methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] };
  const runs: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const client = (name: string) =>
        SignClient.init({
          projectId: 'bench',
          relayUrl: relay.relayUrl,
          metadata: { name, description: `bench ${name}`, url: 'http://127.0.0.1', icons: [] },
          // The core is shared through a global keyed by this prefix: each client needs its own.
          customStoragePrefix: `bench-${name}-${process.pid}-${i}`,
          telemetryEnabled: false,
          logger: 'silent',
        });
      const dapp = await client('dapp');
      const wallet = await client('wallet');
      wallet.on('session_proposal', ({ id }) => {
        void wallet.approve({ id, namespaces: { eip155: { ...namespace, chains: [chain], accounts: [`${chain}:${account}`] } } });
      });
      const started = performance.now();
      const { uri, approval } = await proposeSession(dapp, { optionalNamespaces: { eip155: { ...namespace, chains: [chain] } } });
      if (!uri) throw new Error('the dapp proposed a session without a pairing URI');
      await wallet.pair({ uri });
      await approval();
      runs.push(performance.now() - started);
      for (const c of [dapp, wallet]) {
        await c.core.relayer.transportClose().catch(() => {});
        c.core.heartbeat.stop();
      }
    }
  } finally {
    await relay.stop();
    globalThis.fetch = realFetch;
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, runs };
}

/** Prints the figure; resolves false when over budget. */
export async function walletConnectBench(): Promise<boolean> {
  const { median, runs } = await pairAndApproveTimes(PAIR_RUNS);
  const verdict = median <= PAIR_BUDGET_MS ? 'PASS' : 'OVER';
  console.log(`\nWalletConnect pair + approve over the loopback relay (median of ${PAIR_RUNS}): ${median.toFixed(0)} ms`);
  console.log(`  runs: ${runs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  console.log(`Budget: pair + approve ${median.toFixed(0)} ms <= ${PAIR_BUDGET_MS} ms: ${verdict}`);
  return verdict === 'PASS';
}
