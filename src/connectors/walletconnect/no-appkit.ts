/**
 * Build-time stand-in for `@reown/appkit/core` (vite.config.ts aliases it here). EthereumProvider
 * imports AppKit only for its own QR modal, which we switch off (`showQrModal: false`); without
 * this the build would emit AppKit's ~1 MB of never-loaded chunks.
 */
export function createAppKit(): never {
  throw new Error('wallet-modal draws its own WalletConnect QR; the AppKit modal is not bundled');
}
