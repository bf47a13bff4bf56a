import { describe, expect, it } from 'vitest';
import { buildDeepLink, shouldAwaitPairing } from '../../../src/chains/deep-links';

const URI = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484ce&expiryTimestamp=1700000000#frag';
const ENCODED = encodeURIComponent(URI);

describe('buildDeepLink', () => {
  it('universal links: https://host/path/wc?uri=<encoded>', () => {
    expect(buildDeepLink('https://metamask.app.link', URI)).toBe(`https://metamask.app.link/wc?uri=${ENCODED}`);
    expect(buildDeepLink('https://link.trustwallet.com/', URI)).toBe(`https://link.trustwallet.com/wc?uri=${ENCODED}`);
    expect(buildDeepLink('https://example.com/app/open', URI)).toBe(`https://example.com/app/open/wc?uri=${ENCODED}`);
    // The catalogue link's own query and fragment are not carried over.
    expect(buildDeepLink('https://example.com/app?x=1#y', URI)).toBe(`https://example.com/app/wc?uri=${ENCODED}`);
  });

  it('custom schemes: scheme://wc?uri=<encoded>', () => {
    expect(buildDeepLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`);
    expect(buildDeepLink('trust:', URI)).toBe(`trust://wc?uri=${ENCODED}`);
    expect(buildDeepLink('rainbow://app/', URI)).toBe(`rainbow://app/wc?uri=${ENCODED}`);
    expect(buildDeepLink('ledgerlive:', URI)).toBe(`ledgerlive://wc?uri=${ENCODED}`);
  });

  it('encodes &, =, ? and # of the URI so the wallet receives it whole', () => {
    const link = buildDeepLink('https://w.example', 'wc:a@2?b=c&d=e#f?g')!;
    expect(link).toBe('https://w.example/wc?uri=wc%3Aa%402%3Fb%3Dc%26d%3De%23f%3Fg');
    expect(new URL(link).searchParams.get('uri')).toBe('wc:a@2?b=c&d=e#f?g');
    const custom = buildDeepLink('wallet://', 'wc:x?y=1&z=2#h')!;
    expect(custom).not.toMatch(/[&#]/);
    expect(custom.endsWith(encodeURIComponent('wc:x?y=1&z=2#h'))).toBe(true);
  });

  it('rejects links that would run code or render content instead of opening a wallet', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript://wc',
      ' data:text/html,<script>',
      'data:image/png;base64,AA',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://x/y',
      'about:blank',
    ]) {
      expect(buildDeepLink(bad, URI), bad).toBeUndefined();
    }
  });

  it('rejects empty, relative, plain http, credentialed and malformed links', () => {
    for (const bad of [
      '',
      '   ',
      '/wc',
      'wallet',
      'http://w.example',
      'https://user:pw@w.example',
      'https://',
      'bad scheme://x',
      'x"y://',
      `https://w.example/${'a'.repeat(3000)}`,
    ]) {
      expect(buildDeepLink(bad, URI), bad).toBeUndefined();
    }
  });

  it("allows plain http only on the page's own origin (a local or self-hosted wallet page)", () => {
    const page = 'http://127.0.0.1:5173';
    expect(buildDeepLink('http://127.0.0.1:5173/dev/phone-wallet/', URI, page)).toBe(
      `http://127.0.0.1:5173/dev/phone-wallet/wc?uri=${encodeURIComponent(URI)}`,
    );
    expect(buildDeepLink('http://127.0.0.1:5174/dev/phone-wallet/', URI, page)).toBeUndefined();
    expect(buildDeepLink('http://evil.example/', URI, page)).toBeUndefined();
  });
});

describe('shouldAwaitPairing (SPEC §4)', () => {
  const iosSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const iosChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
  const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
  it('awaits on Telegram and iOS Safari only', () => {
    expect(shouldAwaitPairing({ userAgent: iosSafari, isTelegram: false })).toBe(true);
    expect(shouldAwaitPairing({ userAgent: android, isTelegram: true })).toBe(true);
    expect(shouldAwaitPairing({ userAgent: iosChrome, isTelegram: false })).toBe(false);
    expect(shouldAwaitPairing({ userAgent: android, isTelegram: false })).toBe(false);
  });
});
