/**
 * EIP-6963 discovery: listen for announcements, ask for them, dedupe by rdns. When nothing
 * announces, a legacy window.ethereum becomes one "Browser Wallet" entry.
 */
import type { Connector, Eip1193Provider } from './connector';
import { createInjectedConnector } from './injected';

const LEGACY_INJECTED_ID = 'injected';
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const MAX_NAME_LENGTH = 64;
const MAX_ICON_LENGTH = 200_000;

export type AnnouncedWallet = { uuid: string; name: string; icon: string; rdns: string; provider: Eip1193Provider };

function isProvider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function';
}

/** Validates an `eip6963:announceProvider` detail; anything off is ignored. */
export function parseAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: unknown };
  if (!info || !isProvider(provider)) return undefined;
  const { uuid, name, icon, rdns } = info;
  if (typeof uuid !== 'string' || typeof rdns !== 'string' || !RDNS.test(rdns)) return undefined;
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH) return undefined;
  // Icons are accepted only as data:image/ URIs and are only ever drawn by <img>.
  if (typeof icon !== 'string' || !icon.startsWith('data:image/') || icon.length > MAX_ICON_LENGTH) return undefined;
  return { uuid, name: name.trim(), icon, rdns, provider };
}

export function watchInjectedWallets(target: Window, onChange: (connectors: Connector[]) => void): () => void {
  const announced = new Map<string, Connector>();
  let legacy: Connector | undefined;

  const publish = () => onChange(announced.size > 0 ? [...announced.values()] : legacy ? [legacy] : []);

  const onAnnounce = (event: Event) => {
    const wallet = parseAnnouncement((event as CustomEvent).detail);
    if (!wallet || announced.has(wallet.rdns)) return;
    announced.set(
      wallet.rdns,
      createInjectedConnector(wallet.provider, { id: wallet.rdns, name: wallet.name, icon: wallet.icon, rdns: wallet.rdns, type: 'ANNOUNCED' }),
    );
    publish();
  };

  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));

  const ethereum = (target as unknown as { ethereum?: unknown }).ethereum;
  if (isProvider(ethereum)) {
    legacy = createInjectedConnector(ethereum, { id: LEGACY_INJECTED_ID, name: 'Browser Wallet', type: 'INJECTED' });
  }
  publish();

  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce);
}
