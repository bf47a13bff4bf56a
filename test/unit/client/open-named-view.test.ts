/**
 * SPEC §2 rule 2 (issue 22 point 2): open({ view }) uses the view given when the modal has what it shows; otherwise
 * wm-error with a code of its own and the missing thing named, and nothing opens. Through the real client, with a
 * wire wallet for the connected cases.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientEvent } from '../../../src/client/events';
import type { WalletModalClient } from '../../../src/client/types';
import { optionsAtom } from '../../../src/state/options';
import { currentRouteAtom, isOpenAtom } from '../../../src/state/router';
import type { ViewName } from '../../../src/state/routes';
import { startedWireClient, type WireClient } from '../../support/wire-wallet';

let wire: WireClient;
let client: WalletModalClient;
let events: ClientEvent[];

beforeEach(() => {
  localStorage.clear();
  wire = startedWireClient();
  client = wire.client;
  events = [];
  client.subscribe((event) => void events.push(event));
});
afterEach(() => wire.destroy());

/** Opens `view` and waits for the lazy rules' answer: the view shown, or the wm-error fired. */
async function ask(view: string) {
  client.open({ view: view as ViewName });
  // The rules load with the actions' chunk: a few seconds the first time on a loaded machine.
  await expect.poll(() => client.store.get(isOpenAtom) || events.some((e) => e.type === 'error'), { timeout: 15_000 }).toBe(true);
  const error = events.find((e) => e.type === 'error');
  const shown = client.store.get(isOpenAtom) ? client.store.get(currentRouteAtom)?.view : undefined;
  client.close();
  events.length = 0;
  return error?.type === 'error' ? error.detail : { shown };
}

describe('open({ view }) for every named view (SPEC §2 rule 2)', () => {
  it('refuses a view whose data the modal lacks, naming what is missing, and opens nothing', async () => {
    expect(await ask('ApproveTransaction')).toEqual({
      code: 'VIEW_NEEDS_DATA',
      message: 'The ApproveTransaction view needs a wallet request waiting for approval',
    });
    expect(await ask('RegisterAccountNameSuccess')).toEqual({
      code: 'VIEW_NEEDS_DATA',
      message: 'The RegisterAccountNameSuccess view needs a registered name',
    });
    expect(await ask('ConnectingExternal')).toEqual({ code: 'VIEW_NEEDS_DATA', message: 'The ConnectingExternal view needs a wallet being connected' });
    expect(client.store.get(isOpenAtom)).toBe(false);
  }, 30_000);

  it('says that Farcaster is not enabled, and that a name outside the spec is no view', async () => {
    expect(await ask('ConnectingFarcaster')).toEqual({ code: 'FARCASTER_NOT_ENABLED', message: 'Farcaster login is not enabled' });
    expect(await ask('Settings')).toMatchObject({ code: 'ACTION_NOT_ALLOWED', message: 'Invalid input' });
  }, 30_000);

  it('opens the WalletConnect QR, and the account views once connected, with their feature on', async () => {
    expect(await ask('ConnectingWalletConnect')).toEqual({ shown: 'ConnectingWalletConnect' });
    expect(await ask('WalletReceive')).toMatchObject({ code: 'NOT_CONNECTED' });
    await client.connect('test.wire.wallet');
    client.close();
    expect(await ask('WalletReceive')).toEqual({ shown: 'WalletReceive' });
    expect(await ask('WalletSend')).toEqual({ shown: 'WalletSend' });
    client.setOptions({ ...client.store.get(optionsAtom), featuresAttribute: '{"send": false}' });
    expect(await ask('WalletSend')).toEqual({ code: 'VIEW_NEEDS_DATA', message: 'The WalletSend view needs the send feature, which is off' });
    expect(await ask('RegisterAccountName')).toEqual({ code: 'VIEW_NEEDS_DATA', message: 'The RegisterAccountName view needs a data service (api-url)' });
  }, 30_000);
});
