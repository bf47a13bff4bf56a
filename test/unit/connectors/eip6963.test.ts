import { afterEach, describe, expect, it } from 'vitest';
import { parseAnnouncement, watchInjectedWallets } from '../../../src/connectors/eip6963';
import type { Connector } from '../../../src/connectors/connector';
import { createWireWallet } from '../../support/wire-wallet';

const provider = { request: async () => null };
const info = { uuid: 'u', name: 'Good', icon: 'data:image/png;base64,AAAA', rdns: 'io.good' };

describe('EIP-6963 announcements', () => {
  it('accepts a well-formed announcement', () => {
    expect(parseAnnouncement({ info, provider })).toMatchObject({ name: 'Good', rdns: 'io.good' });
  });
  it.each([
    ['javascript icon', { ...info, icon: 'javascript:alert(1)' }],
    ['https icon', { ...info, icon: 'https://evil.example/x.png' }],
    ['markup icon', { ...info, icon: '<svg onload=alert(1)>' }],
    ['empty name', { ...info, name: '  ' }],
    ['huge name', { ...info, name: 'x'.repeat(100_000) }],
    ['bad rdns', { ...info, rdns: 'no dots' }],
    ['missing uuid', { ...info, uuid: 1 }],
  ])('ignores an announcement with a %s', (_label, bad) => {
    expect(parseAnnouncement({ info: bad, provider })).toBeUndefined();
  });
  it('ignores a provider without request()', () => {
    expect(parseAnnouncement({ info, provider: {} })).toBeUndefined();
    expect(parseAnnouncement(null)).toBeUndefined();
  });
});

describe('watchInjectedWallets', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('asks for announcements and dedupes by rdns', () => {
    const wallet = createWireWallet();
    const answer = () => {
      wallet.announce(window);
      wallet.announce(window);
    };
    window.addEventListener('eip6963:requestProvider', answer);
    let seen: Connector[] = [];
    stop = watchInjectedWallets(window, (c) => (seen = c));
    window.removeEventListener('eip6963:requestProvider', answer);
    expect(seen.map((c) => [c.id, c.type, c.installed])).toEqual([['test.wire.wallet', 'ANNOUNCED', true]]);
  });

  it('falls back to window.ethereum only when nothing announces', () => {
    (window as { ethereum?: unknown }).ethereum = createWireWallet().provider;
    let seen: Connector[] = [];
    stop = watchInjectedWallets(window, (c) => (seen = c));
    expect(seen.map((c) => [c.id, c.type])).toEqual([['injected', 'INJECTED']]);
    createWireWallet('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'io.late').announce(window);
    expect(seen.map((c) => c.id)).toEqual(['io.late']);
  });
});
