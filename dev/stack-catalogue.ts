// The wallet catalogue as the local stack runs it: the Phone Wallet (this stack's page) and the Demo Wallet listed
// before the bundled list.
import { PAGE_NETWORKS } from './stack-networks.ts';

/** A listing as the catalogue's configuration takes it (SPEC §3). */
type WalletListing = { id: string; name: string; image_url?: string; rdns?: string; chains: string[]; webapp_link?: string };
/** The catalogue's configuration (docs/deploy.md lists its keys), as far as the stack sets it. */
type StackCatalogueConfig = { extraWallets: WalletListing[]; origin: string; analytics: { enabled: boolean; exposeRecent: boolean } };

/** The phone wallet page, relative to the demo page's URL; `${PHONE_WALLET_PATH}wc?uri=...` is its deep link. */
export const PHONE_WALLET_PATH = 'dev/phone-wallet/';
/** The phone wallet's id in the demo catalogue. */
const PHONE_WALLET_ID = 'walletmodal-phone';

/** The Phone Wallet's catalogue listing (SPEC §3) for a stack whose demo page is at `pageUrl`. */
function phoneWalletListing(pageUrl: string): WalletListing {
  return {
    id: PHONE_WALLET_ID,
    name: 'Phone Wallet',
    image_url: `${new URL('/favicon.svg', pageUrl)}`,
    chains: [...PAGE_NETWORKS],
    webapp_link: `${new URL(PHONE_WALLET_PATH, pageUrl)}`,
  };
}

/** The Demo Wallet's listing: its rdns matches the extension the demo page announces, so it shows as installed. */
const DEMO_WALLET_LISTING: WalletListing = { id: 'walletmodal-demo', name: 'Demo Wallet', rdns: 'dev.walletmodal.demo', chains: [...PAGE_NETWORKS] };

/**
 * The configuration the stack starts the built catalogue (dist/server/catalogue.js) with: the Phone Wallet (pointing at
 * this stack's page) and the Demo Wallet before the bundled list, their images and links allowed on the page's origin
 * and only there; analytics enabled (a page still needs features="analytics"), its events readable at /e/recent.
 */
export function stackCatalogueConfig(pageUrl: string): StackCatalogueConfig {
  return {
    extraWallets: [phoneWalletListing(pageUrl), DEMO_WALLET_LISTING],
    origin: new URL(pageUrl).origin,
    analytics: { enabled: true, exposeRecent: true },
  };
}
