/**
 * SPEC §9's features on the Connect view: `allWallets` (on by default) and the three off by default,
 * `collapseWallets` and `legalCheckbox`; and `history` on the Account tabs. Each is turned from its default and seen
 * to act.
 */
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { Connector } from '../../../src/connectors/connector';
import { parseFeatures } from '../../../src/client/features';
import { accountAtoms } from '../../../src/state/account';
import { connectorsAtom } from '../../../src/state/connection';
import { DEFAULT_OPTIONS, optionsAtom } from '../../../src/state/options';
import AccountTabs from '../../../src/ui/views/account-tabs/AccountTabs';
import ConnectView from '../../../src/ui/views/ConnectView';
import { connectedState } from '../../support/account-state';
import { click, render } from '../../support/render';

const FRAME = 'https://wallet.shop.example/';

function store(features?: string, frameUrl?: string) {
  const s = createStore();
  s.set(optionsAtom, { ...DEFAULT_OPTIONS, ...(frameUrl ? { frameUrl } : {}), ...(features ? { featuresAttribute: features } : {}) });
  s.set(connectorsAtom, [{ id: 'io.wallet', name: 'Wallet', type: 'ANNOUNCED', namespace: 'eip155', installed: true } as Connector]);
  return s;
}
const connect = (features?: string, frameUrl?: string) => render(<ConnectView route={{ view: 'Connect' }} />, store(features, frameUrl));

describe('features on the Connect view', () => {
  it('allWallets: the All wallets entry shows by default and is gone when the feature is off', () => {
    expect(connect().byTestId('wm-all-wallets')).not.toBeNull();
    expect(connect('{"allWallets": false}').byTestId('wm-all-wallets')).toBeNull();
    expect(connect('{"allWallets": false}').byTestId('wm-connector-io.wallet')).not.toBeNull();
  });

  it('collapseWallets: off by default; on, with a login offered, the wallets wait behind one button that shows them and hands them the focus', () => {
    expect(connect(undefined, FRAME).byTestId('wm-show-wallets')).toBeNull();
    const view = connect('{"collapseWallets": true}', FRAME);
    expect(view.byTestId('wm-connector-io.wallet')).toBeNull();
    expect(view.byTestId('wm-email-login')).not.toBeNull();
    const show = view.byTestId('wm-show-wallets')!;
    expect(show.textContent).toContain('Continue with a wallet');
    click(show);
    expect(view.byTestId('wm-show-wallets')).toBeNull();
    expect(view.byTestId('wm-connector-io.wallet')).not.toBeNull();
    expect(view.container.ownerDocument.activeElement).toBe(view.byTestId('wm-connector-io.wallet'));
    // Without a login to offer there is nothing to collapse beside: the wallets show.
    expect(connect('{"collapseWallets": true}').byTestId('wm-connector-io.wallet')).not.toBeNull();
  });

  it("legalCheckbox: off by default; on, every way in waits for consent, with the site's links", () => {
    const off = connect(undefined, FRAME);
    expect(off.byTestId('wm-legal-checkbox')).toBeNull();
    expect((off.byTestId('wm-connect-methods') as HTMLFieldSetElement).disabled).toBe(false);

    const on = connect('{"legalCheckbox": {"termsUrl": "https://shop.example/terms", "privacyUrl": "https://shop.example/privacy"}}', FRAME);
    const methods = on.byTestId('wm-connect-methods') as HTMLFieldSetElement;
    expect(methods.disabled).toBe(true);
    expect(methods.getAttribute('aria-describedby')).toBe(on.byTestId('wm-legal-hint')!.id);
    expect(on.byTestId('wm-legal-hint')!.textContent).toBe('Agree to the terms above to connect.');
    const links = [...on.container.querySelectorAll('.wm-legal a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['Terms of Service', 'https://shop.example/terms', 'noopener noreferrer'],
      ['Privacy Policy', 'https://shop.example/privacy', 'noopener noreferrer'],
    ]);
    // The wallet, the email field and the social buttons are all inside the disabled group.
    for (const id of ['wm-connector-io.wallet', 'wm-email-input', 'wm-all-wallets']) expect(methods.contains(on.byTestId(id)), id).toBe(true);
    click(on.byTestId('wm-legal-checkbox')!);
    expect(methods.disabled).toBe(false);
    expect(on.byTestId('wm-legal-hint')).toBeNull();
    click(on.byTestId('wm-connector-io.wallet')!);
    expect(on.client.connect).toHaveBeenCalledWith('io.wallet');

    // `true`, or the name in the list form: the consent without links.
    expect(connect('legalCheckbox').container.querySelectorAll('.wm-legal a')).toHaveLength(0);
    expect(connect('legalCheckbox').byTestId('wm-legal-checkbox')).not.toBeNull();
  });

  it('legalCheckbox takes only https links, and names what is wrong', () => {
    expect(parseFeatures('{"legalCheckbox": true}').legalCheckbox).toEqual({});
    expect(() => parseFeatures('{"legalCheckbox": {"termsUrl": "javascript:alert(1)"}}')).toThrow('legalCheckbox.termsUrl must be an https: URL');
    expect(() => parseFeatures('{"legalCheckbox": {"terms": "https://a.example"}}')).toThrow('legalCheckbox: "terms" is not a link');
    expect(() => parseFeatures('{"legalCheckbox": "yes"}')).toThrow(/legalCheckbox must be true, false or/);
  });
});

describe('history on the Account tabs', () => {
  const tabsWith = (features?: string) => {
    const s = store(features);
    s.set(accountAtoms.eip155, connectedState());
    return [...render(<AccountTabs />, s).container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
  };

  // One render per test: a second one in the same test would meet the tab panel's chunk still loading.
  it('shows Activity by default', () => {
    expect(tabsWith()).toEqual(['Tokens', 'NFTs', 'Activity']);
  });

  it('drops Activity with history off', () => {
    expect(tabsWith('{"history": false}')).toEqual(['Tokens', 'NFTs']);
  });
});
