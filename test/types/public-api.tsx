/**
 * Compile-time checks of the published types (run by `npm run typecheck`, part of `npm test`).
 * Each @ts-expect-error proves the types reject a mistake; tsc fails if one stops erroring.
 */
import type { WalletModalElement, WalletReply } from '../../src/wallet-modal';

export function hostPageUsage(): void {
  const modal = document.querySelector('wallet-modal');
  if (!modal) return;
  const typed: WalletModalElement = modal;
  typed.open({ view: 'Account', namespace: 'eip155' });
  // @ts-expect-error: not a view name of the spec
  typed.open({ view: 'Settings' });
  // Every view of the spec type-checks (SPEC §2 rule 2); one that needs data the modal lacks (a connector id here) is
  // refused at run time with a wm-error VIEW_NEEDS_DATA.
  typed.open({ view: 'SIWXSignMessage' });
  typed.open({ view: 'ConnectingExternal' });
  typed.open({ view: 'AllWallets' });
  modal.addEventListener('wm-connect', (event) => {
    const caip: string = event.detail.caipAddress;
    const namespace: 'eip155' | 'solana' | 'polkadot' | 'bip122' = event.detail.namespace;
    void caip;
    void namespace;
  });
  modal.addEventListener('wm-network-change', (event) => {
    const supported: boolean = event.detail.supported;
    void supported;
  });
  modal.addEventListener('wm-error', (event) => {
    // @ts-expect-error: errors carry code and message only
    void event.detail.stack;
  });
  modal.addEventListener('wm-sign-in', (event) => {
    const expiresAt: number | null = event.detail.expiresAt;
    const network: string = event.detail.caipNetworkId;
    void expiresAt;
    void network;
  });
  typed.siwx = {
    createMessage: async ({ domain, address }) => `${domain} ${address}`,
    verify: async ({ signature }) => signature.length > 0,
    getSessions: async () => [{ expiresAt: 0 }],
  };
  // @ts-expect-error: a siwx config needs getSessions
  typed.siwx = { createMessage: async () => '', verify: async () => true };
  typed.siweConfig = undefined;
  // SPEC §5: an EVM wallet may answer an object; a page narrows before it reads a signature.
  void typed.signMessage('hi').then((reply: WalletReply) => (typeof reply === 'string' ? reply : JSON.stringify(reply)));
  // @ts-expect-error: the reply may be an object, so it is not a string as it comes
  void typed.sendTransaction({ to: '0x' }).then((hash: string) => hash);
  // getProvider is typed by namespace: EIP-1193 for eip155, a SolanaSigner for solana.
  void typed.getProvider('eip155')?.request({ method: 'eth_chainId' });
  const solana = typed.getProvider('solana');
  void solana?.signAndSendTransaction(new Uint8Array(0)).then((signature: string) => signature);
  // @ts-expect-error: a SolanaSigner has no EIP-1193 request
  void solana?.request({ method: 'eth_chainId' });
  // @ts-expect-error: switchNetwork takes a CAIP-2 id
  void typed.switchNetwork('mainnet');
  // An email or social login's account (SPEC §3): its user, and who it logged in with.
  const info = typed.getAccount('eip155').embeddedWalletInfo;
  const provider: 'email' | 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | undefined = info?.authProvider;
  const email: string | null | undefined = info?.user.email;
  void provider;
  void email;
  // @ts-expect-error: a social login's provider is one of SPEC §5's six
  const farcaster: 'farcaster' | undefined = typed.getAccount().socialProvider;
  void farcaster;
}

export function ReactUsage() {
  return (
    <>
      <wallet-modal project-id="site" networks="eip155:1" theme="dark" hide-button="" />
      {/* @ts-expect-error: theme is light or dark */}
      <wallet-modal theme="blue" />
      <wallet-modal sign-in="required" />
      {/* @ts-expect-error: sign-in is required or optional */}
      <wallet-modal sign-in="always" />
    </>
  );
}
