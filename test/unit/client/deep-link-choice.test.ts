/**
 * SPEC §3 keeps the deep link choice, SPEC §4 clears it on disconnect. The stored record is schema-checked:
 * a value that is not a wallet link the modal would open reads as absent and is dropped.
 */
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { disconnectNamespace } from '../../../src/client/actions/disconnect';
import type { ClientContext } from '../../../src/client/context';
import { DEEP_LINK_CHOICE, rememberDeepLinkChoice } from '../../../src/client/deep-link-choice';
import { parseAttributes } from '../../../src/element/attributes';
import { optionsAtom } from '../../../src/state/options';
import { readStorage } from '../../../src/storage/storage';
import { standIn } from '../../support/stand-in';

afterEach(() => localStorage.clear());

describe('deep link choice', () => {
  it('keeps the wallet a phone visitor paired through, under its SPEC key', () => {
    rememberDeepLinkChoice({ name: 'Rainbow', href: 'rainbow://' });
    expect(JSON.parse(localStorage.getItem(DEEP_LINK_CHOICE.name)!)).toEqual({ name: 'Rainbow', href: 'rainbow://' });
    rememberDeepLinkChoice({ name: 'Trust Wallet', href: 'https://link.trustwallet.com/' });
    expect(readStorage(DEEP_LINK_CHOICE)).toEqual({ name: 'Trust Wallet', href: 'https://link.trustwallet.com/' });
  });

  it('does not keep a link the modal would refuse to open', () => {
    rememberDeepLinkChoice({ name: 'Evil', href: 'javascript:alert(1)' });
    rememberDeepLinkChoice({ name: '', href: 'rainbow://' });
    expect(localStorage.getItem(DEEP_LINK_CHOICE.name)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a string', '"rainbow://"'],
    ['a data: link', JSON.stringify({ name: 'X', href: 'data:text/html,<script>1</script>' })],
    ['plain http elsewhere', JSON.stringify({ name: 'X', href: 'http://wallet.example/' })],
    ['no name', JSON.stringify({ href: 'rainbow://' })],
    ['a long name', JSON.stringify({ name: 'n'.repeat(101), href: 'rainbow://' })],
  ])('ignores and drops a stored value that is %s', (_, raw) => {
    localStorage.setItem(DEEP_LINK_CHOICE.name, raw);
    expect(readStorage(DEEP_LINK_CHOICE)).toBeUndefined();
    expect(localStorage.getItem(DEEP_LINK_CHOICE.name)).toBeNull();
  });

  it('is cleared by a disconnect', async () => {
    const store = createStore();
    store.set(optionsAtom, parseAttributes({ networks: 'eip155:1' }).options);
    rememberDeepLinkChoice({ name: 'Rainbow', href: 'rainbow://' });
    const ctx = standIn<ClientContext>({ store, sessions: new Map(), emit: () => undefined });

    await disconnectNamespace(ctx, 'eip155');

    expect(localStorage.getItem(DEEP_LINK_CHOICE.name)).toBeNull();
  });
});
