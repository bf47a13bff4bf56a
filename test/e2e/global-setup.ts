import type { TestProject } from 'vitest/node';
import { assertChromium } from '../support/e2e/browser';
import { startStack } from '../../dev/stack.ts';

export default async function setup(project: TestProject) {
  // Fail, never skip, when the browser is missing.
  assertChromium();
  const stack = await startStack({ port: 0 });
  const { rpcUrl, genesisHash, caipNetworkId, faucet } = stack.solana;
  project.provide('stack', {
    url: stack.url,
    chains: stack.chains,
    relayUrl: stack.relayUrl,
    catalogueUrl: stack.catalogueUrl,
    dataUrl: stack.dataUrl,
    phoneWalletUrl: stack.phoneWalletUrl,
    onrampProviderUrl: stack.onrampProviderUrl,
    frameUrl: stack.frameUrl,
    authUrl: stack.authUrl,
    devInboxUrl: stack.devInboxUrl,
    solana: {
      rpcUrl,
      genesisHash,
      caipNetworkId,
      demoAddress: faucet.demo.address,
      mint: faucet.token.mint,
      mintDecimals: faucet.token.decimals,
      history: stack.solana.history,
      firstSlot: stack.solana.firstSlot,
    },
    contracts: stack.contracts,
  });
  return async () => {
    await stack.stop();
  };
}
