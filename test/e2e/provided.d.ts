// What global-setup.ts hands every e2e test through vitest's provide/inject.
import type { StackChain } from '../../dev/stack.ts';
import type { DemoContracts } from '../../dev/contracts/deploy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The started local stack: the demo page's URL, each Anvil chain's RPC, the relay, catalogue and phone wallet page. */
    stack: {
      url: string;
      chains: StackChain[];
      relayUrl: string;
      catalogueUrl: string;
      /** The stack's data service (the demo page's api-url). */
      dataUrl: string;
      phoneWalletUrl: string;
      /** The local onramp provider's checkout page (dev/onramp-provider/). */
      onrampProviderUrl: string;
      /** The embedded wallet's frame on its own origin (dev/stack-frame.ts); its config.json allows the demo page's origin. */
      frameUrl: string;
      /** The auth service (server/auth/), allowing the frame's origin only; the frame's config.json names it. */
      authUrl: string;
      /** The dev inbox (dev/smtp-inbox.ts) that the auth service's codes reach; `messages?to=<email>` is its JSON, newest first. */
      devInboxUrl: string;
      /**
       * The LiteSVM RPC: its URL, CAIP-2 id, the demo account (the Demo Wallet's Solana key), the DEMO SPL mint, the seeded
       * history's signatures and the first slot with a block (where an indexer of this chain starts).
       */
      solana: {
        rpcUrl: string;
        genesisHash: string;
        caipNetworkId: string;
        demoAddress: string;
        mint: string;
        mintDecimals: number;
        history: string[];
        firstSlot: number;
      };
      /** The demo contracts on 31337 and 31338, by chain id (dev/contracts/deploy.ts). */
      contracts: Record<number, DemoContracts>;
    };
  }
}
