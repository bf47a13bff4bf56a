export type DeployedToken = { address: string; name: string; symbol: string; decimals: number };
export type DeployedCollection = { address: string; name: string; symbol: string; baseUri: string };
/** One chain's demo contracts; addresses are lowercase. */
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
};
export declare const DEV_ACCOUNTS: { demo: string; alice: string; bob: string; carol: string; deployer: string };
export declare const HISTORY_SPAN_SECONDS: number;
export declare function deployDemoContracts(options: { rpcUrl: string; chainId: number; imageBaseUrl: string; now?: number }): Promise<DemoContracts>;
export declare function deployHostileToken(options: { rpcUrl: string; unit: string; doublings: number; symbol: string }): Promise<string>;
