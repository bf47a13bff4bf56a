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
  /** DemoSwap (one contract, a constant-product pool per pair) and the pools the stack seeded, amounts in base units. */
  swap: DeployedSwap;
  /** DemoSmartAccount: an EIP-1271 wallet whose owner (the demo account, lowercase) signs for it. */
  smartAccount: { address: string; owner: string };
};
/** tokenA/tokenB: token addresses, lowercase, SWAP_NATIVE for ETH; reserves as seeded, decimal strings of base units. */
export type DeployedPool = { tokenA: string; tokenB: string; reserveA: string; reserveB: string };
export type DeployedSwap = { router: string; native: string; pools: DeployedPool[] };
export declare const SWAP_NATIVE: string;
export declare const DEV_ACCOUNTS: { demo: string; alice: string; bob: string; carol: string; deployer: string };
export declare const HISTORY_SPAN_SECONDS: number;
export declare function deployDemoContracts(options: { rpcUrl: string; chainId: number; imageBaseUrl: string; now?: number }): Promise<DemoContracts>;
export declare function deployHostileToken(options: { rpcUrl: string; unit: string; doublings: number; symbol: string }): Promise<string>;
