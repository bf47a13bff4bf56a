/**
 * A real Anvil (chain 31337) with the stack's demo contracts (tokens, DemoSwap, DemoSmartAccount), started once for a
 * test file and stopped after it. `chain.anvil` and `chain.deployed` are set once the file's beforeAll has run.
 */
import { afterAll, beforeAll } from 'vitest';
import { startAnvil, type Anvil } from '../../../dev/anvil.ts';
import { deployDemoContracts, type DemoContracts } from '../../../dev/contracts/deploy.ts';

export type DemoChain = { anvil: Anvil; deployed: DemoContracts };

export function useDemoAnvil(): DemoChain {
  const chain = {} as DemoChain;
  beforeAll(async () => {
    chain.anvil = await startAnvil({ chainId: 31337 });
    chain.deployed = await deployDemoContracts({ rpcUrl: chain.anvil.rpcUrl, chainId: 31337, imageBaseUrl: 'http://127.0.0.1:9/' });
  }, 120_000);
  afterAll(async () => {
    await chain.anvil?.stop();
  });
  return chain;
}
