/**
 * SPEC §9's restricted timezones: Buy and Swap are gone from the Account view for a visitor whose browser reports one,
 * and there for everyone else (Asia/Tokyo too). The tests set the process's timezone, which is what Intl reports.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { withRegionRules, visitorTimeZone } from '../../../src/client/restricted-region';
import { DEFAULT_FEATURES } from '../../../src/constants';
import { RESTRICTED_TIMEZONES } from '../../../src/constants/restrictions';
import { parseAttributes } from '../../../src/element/attributes';
import { accountAtoms } from '../../../src/state/account';
import { optionsAtom } from '../../../src/state/options';
import AccountView from '../../../src/ui/views/AccountView';
import { connectedState } from '../../support/account-state';
import { render } from '../../support/render';

const zoneBefore = process.env.TZ;
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

function actionsIn(timeZone: string): string[] {
  process.env.TZ = timeZone;
  const store = createStore();
  store.set(optionsAtom, parseAttributes({ networks: 'eip155:1' }).options);
  store.set(accountAtoms.eip155, connectedState());
  const { container } = render(<AccountView route={{ view: 'Account' }} />, store);
  return [...container.querySelectorAll('[data-testid^="wm-action-"]')].map((b) => b.getAttribute('data-testid')!.slice('wm-action-'.length));
}

describe('restricted timezones (SPEC §9)', () => {
  it('hides Buy and Swap in a restricted timezone, and keeps Receive and Send', () => {
    expect(actionsIn('Asia/Shanghai')).toEqual(['receive', 'send']);
    expect(actionsIn('Asia/Urumqi')).toEqual(['receive', 'send']);
    expect(visitorTimeZone()).toBe('Asia/Urumqi');
  });

  it('offers them everywhere else, other Asian zones included', () => {
    for (const zone of ['Europe/Paris', 'Asia/Tokyo', 'America/Sao_Paulo', 'UTC'])
      expect(actionsIn(zone), zone).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('reads the list without case, and leaves features a site turned off as they are', () => {
    expect(RESTRICTED_TIMEZONES.length).toBeGreaterThan(0);
    for (const zone of RESTRICTED_TIMEZONES)
      expect(withRegionRules(DEFAULT_FEATURES, zone.toUpperCase())).toMatchObject({ onramp: false, swaps: false, send: true });
    expect(withRegionRules(DEFAULT_FEATURES, 'Asia/Tokyo')).toBe(DEFAULT_FEATURES);
    expect(withRegionRules({ ...DEFAULT_FEATURES, receive: false }, 'PRC')).toMatchObject({ receive: false, onramp: false, swaps: false });
  });
});
