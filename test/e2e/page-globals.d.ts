// What the stack's pages put on `window` for the tests (the demo page, its Demo Wallet, the Phone Wallet page, and
// what a test installs itself), typed once for the functions a test runs in a page.
import type { createDemoProvider } from '../../dev/demo-wallet/provider';
import type { SolanaTestControls } from '../../dev/demo-wallet/solana-controls';
import type { LoggedEvent } from './demo-events';
import type { PhoneWalletControls } from './phone-wallet';

/** A CSP violation as the strict-CSP host page records it. */
export type CspViolation = { where: string; directive: string; blocked: string; sample: string; source: string };

/** demo-wallet-solana-page.ts's helpers, installed in the page before its scripts. */
export type SolanaHelperInput = { account: string; message?: number[]; transaction?: number[]; chain?: string; options?: Record<string, unknown> };
export type SolanaHelperAnswer = { result?: unknown; code?: number; message?: string };
export type SolanaHelpers = {
  wallets(): Promise<
    {
      name: string;
      version: string;
      icon: string;
      chains: string[];
      features: Record<string, { version: string; supportedTransactionVersions?: unknown[] }>;
      accounts: string[];
    }[]
  >;
  call(feature: string, method: string, ...inputs: unknown[]): Promise<SolanaHelperAnswer>;
  listen(): Promise<void>;
  events: { accounts: string[] }[];
};

declare global {
  interface Window {
    /** dev/demo-wallet: the Demo Wallet's controls, its Solana side under `solana`. */
    demoWallet: ReturnType<typeof createDemoProvider>['testControls'] & { solana: SolanaTestControls };
    /** dev/phone-wallet/main.ts */
    phoneWallet: PhoneWalletControls;
    /** The element events the demo page logs. */
    __events: LoggedEvent[];
    __violations: CspViolation[];
    /** The demo page's own sign-in server: what it verified. */
    __siwxVerified: unknown[];
    __analyticsErrors: { code: string; message: string }[];
    /** The stack's configuration handed to the demo page. */
    __WM_STACK__: { relayUrl: string };
    __solana: SolanaHelpers;
    /** production-bundle.test.ts: whether the dialog's first frame showed the view. */
    firstFrame?: boolean;
    /** axe-core, injected by languages.test.ts. */
    axe: typeof import('axe-core');
    /** frame.test.ts: the embedded wallet's frame it mounted, the session tokens it heard, how its readiness ended. */
    __mountFrame: typeof import('../../src/connectors/embedded/embedded-frame').mountEmbeddedFrame;
    __frame: import('../../src/connectors/embedded/embedded-frame').EmbeddedFrame;
    __frameSessions: (string | null)[];
    __frameReady: Promise<string>;
    /** apps.test.ts: what test/apps/wagmi/src/main.ts puts on `window`, wagmi's own actions behind each call. */
    __wagmiApp: {
      connect(): Promise<{ accounts: readonly string[]; chainId: number } | { error: string }>;
      account(): { status: string; address: string | undefined; chainId: number | undefined; connectorId: string | undefined };
      switchChain(chainId: number): Promise<number>;
      send(to: string, weiDecimal: string): Promise<{ hash: string; status: string }>;
    };
  }
}
