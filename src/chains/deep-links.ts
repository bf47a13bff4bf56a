/**
 * Links that open a wallet with a WalletConnect pairing URI (SPEC §4). Pure functions:
 * universal links become `https://host/path/wc?uri=<encoded>`, custom schemes `scheme://wc?uri=<encoded>`.
 */

const MAX_LINK_LENGTH = 2048;
/** Schemes that would run code or render content in our page instead of opening a wallet. */
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:']);
const CUSTOM_SCHEME = /^([a-z][a-z0-9+.-]*):(\/\/)?/i;

/**
 * Builds the link that hands `uri` to a wallet. `link` is a catalogue `mobile_link`,
 * `desktop_link` or `webapp_link`. Returns undefined for a link that must not be opened.
 * Plain http is allowed only on `pageOrigin`, the page's own origin (a self-hosted or local wallet page).
 */
export function buildDeepLink(link: string, uri: string, pageOrigin?: string): string | undefined {
  const trimmed = link.trim();
  if (trimmed === '' || trimmed.length > MAX_LINK_LENGTH) return undefined;
  const match = CUSTOM_SCHEME.exec(trimmed);
  if (!match) return undefined;
  const scheme = `${match[1]!.toLowerCase()}:`;
  if (FORBIDDEN_SCHEMES.has(scheme)) return undefined;
  const encoded = encodeURIComponent(uri);

  if (scheme === 'https:' || scheme === 'http:') {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return undefined;
    }
    if ((scheme === 'http:' && url.origin !== pageOrigin) || url.username || url.password) return undefined;
    // Query and fragment of the catalogue link are dropped: the wallet reads only `uri`.
    const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    return `${url.origin}${path}wc?uri=${encoded}`;
  }

  // A custom scheme (`metamask:`, `trust://`, `rainbow://app/`): keep scheme and any host part.
  if (/[\s"'<>`]/.test(trimmed)) return undefined;
  const withoutQuery = trimmed.split(/[?#]/)[0]!;
  const base = match[2] ? withoutQuery : `${scheme}//${withoutQuery.slice(scheme.length)}`;
  const rest = base.slice(scheme.length + 2).replace(/\/+$/, '');
  return `${scheme}//${rest === '' ? '' : `${rest}/`}wc?uri=${encoded}`;
}

export type LinkEnvironment = { userAgent: string; isTelegram: boolean };

/** SPEC §4: on Telegram or iOS Safari the pairing is awaited before the wallet link opens. */
export function shouldAwaitPairing({ userAgent, isTelegram }: LinkEnvironment): boolean {
  if (isTelegram) return true;
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  const safari = /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//i.test(userAgent);
  return ios && safari;
}
