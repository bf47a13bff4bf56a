// Injects the Demo Wallet the way an extension does: EIP-6963 announcements (no window.ethereum) for EVM, and a
// Wallet Standard registration for Solana, both asking through the same panel and the same test mode.
import { createDemoProvider, type Mode } from './provider';
import { startDemoSolanaWallet } from './solana-controls';

type StackConfig = {
  chains: { chainId: number; rpcUrl: string; name: string }[];
  solana?: { rpcUrl?: unknown; caipNetworkId?: unknown };
};
const config = (window as unknown as { __WM_STACK__?: StackConfig }).__WM_STACK__;
if (!config?.chains?.length) throw new Error('Demo Wallet: no chains; start the page with npm start');

const { provider, testControls } = createDemoProvider(config.chains);
const requested = new URLSearchParams(location.search).get('wallet');
if (requested === 'approve' || requested === 'reject') testControls.mode = requested as Mode;
(window as unknown as { demoWallet: typeof testControls }).demoWallet = testControls;

const ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M8 11h16v10H8z" fill="#fff"/><circle cx="20" cy="16" r="2" fill="#4f46e5"/></svg>',
)}` as const;
const detail = Object.freeze({
  info: Object.freeze({ uuid: crypto.randomUUID(), name: 'Demo Wallet', icon: ICON, rdns: 'dev.walletmodal.demo' }),
  provider,
});
const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
window.addEventListener('eip6963:requestProvider', announce);
announce();

// Solana comes second, so a page without it (an older stack) keeps its EVM wallet and still sees why Solana is absent.
const solana = config.solana;
if (typeof solana?.rpcUrl !== 'string' || typeof solana.caipNetworkId !== 'string' || !/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(solana.caipNetworkId)) {
  throw new Error('Demo Wallet: __WM_STACK__.solana needs rpcUrl and a solana: caipNetworkId; start the page with npm start');
}
const solanaControls = startDemoSolanaWallet({
  chain: solana.caipNetworkId as `solana:${string}`,
  rpcUrl: solana.rpcUrl,
  icon: ICON,
  // One mode for both sides: ?wallet=approve and demoWallet.mode govern Solana requests too.
  mode: () => testControls.mode,
});
Object.assign(testControls, { solana: solanaControls });
