// What the benches' in-page code (dev/bench/*.ts, sent through inPage) keeps on `window` between one call into the
// page and the next, typed once.
import type { LongFrame } from './account-tabs.ts';
import type { LoginTimes } from './embedded-login.ts';
import type { ShownAfterClick } from './first-open.ts';
import type { DebounceProbe } from './search-timing.ts';

declare global {
  interface Window {
    /** bench-wallet.ts: when the wallet's eth_sendTransaction answer went back to the page (performance.now()). */
    wmWalletAnsweredAt?: number;
    /** send-toast.ts: the ms from the wallet's answer to the painted toast. */
    wmToastShown?: Promise<number>;
    /** first-open.ts: the armed click's figure. */
    wmShown?: Promise<ShownAfterClick>;
    /** embedded-login.ts: the armed login's figures. */
    wmLogin?: Promise<LoginTimes>;
    /** account-tabs.ts: the step the bench is in, and the long animation frames seen (when diagnosing). */
    wmPhase?: string;
    wmLongFrames?: LongFrame[];
    /** search-timing.ts: the debounce probe. */
    __wmBench?: DebounceProbe;
  }
}
