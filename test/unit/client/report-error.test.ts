import { describe, expect, it } from 'vitest';
import { createClient } from '../../../src/client/create-client';
import type { ClientEvent } from '../../../src/client/events';
import { WalletModalError } from '../../../src/errors';
import * as MESSAGES from '../../../src/messages';

describe('client.reportError', () => {
  it('fires one error event with the error’s stable code and short message; anything else becomes ours first', () => {
    const client = createClient(window);
    const events: ClientEvent[] = [];
    client.subscribe((e) => events.push(e));
    client.reportError(new WalletModalError('LOAD_FAILED', MESSAGES.loadFailed, { details: 'chunks/ConnectView-x.js' }));
    client.reportError(new TypeError('boom'));
    expect(events).toEqual([
      { type: 'error', detail: { code: 'LOAD_FAILED', message: 'Unable to load the wallet modal' } },
      { type: 'error', detail: { code: 'UNKNOWN', message: 'An error occurred' } },
    ]);
    client.destroy();
  });
});
