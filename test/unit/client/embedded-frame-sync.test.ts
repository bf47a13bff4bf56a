/**
 * SPEC §7's sync messages, from the element's options to the real frame over the real channel (frame-loopback.ts):
 * once the frame is ready, SYNC_DAPP_DATA (SPEC §3: the site's metadata, sdkVersion, sdkType, projectId) and
 * SYNC_THEME (themeMode, themeVariables) before the login's first request; SYNC_THEME again when the theme changes
 * while the frame is linked; and a payload the frame's schema would refuse is trimmed or left out, never left to time out.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { startEmailLogin } from '../../../src/client/actions/embedded/email-login';
import { SDK_TYPE, SDK_VERSION } from '../../../src/services/service-call';
import { optionsAtom, type AppMetadata, type ModalOptions } from '../../../src/state/options';
import { embeddedClient } from '../../support/embedded-client';
import { frameLoopback, type FrameLoopback } from '../../support/frame-loopback';
import { createMemoryAuth } from '../../support/memory-auth';

const EMAIL = 'ada@example.com';
const METADATA: AppMetadata = {
  name: 'Shop',
  description: 'A shop that takes crypto',
  url: 'https://shop.example',
  icons: ['https://shop.example/icon.png'],
};
let frame: FrameLoopback;
beforeEach(async () => {
  localStorage.clear();
  frame = frameLoopback(await createMemoryAuth());
});

/** The client, its options changed by `change` before anything loads the frame. */
function client(change: Partial<ModalOptions>) {
  const made = embeddedClient(frame.open);
  made.ctx.store.set(optionsAtom, (options) => ({ ...options, ...change }));
  return made;
}

const count = (name: string) => frame.received.filter((received) => received === name).length;

describe("the frame is told the site's data and theme (SPEC §7 SYNC_DAPP_DATA, SYNC_THEME)", () => {
  it('once ready, before the login asks anything, with the metadata, project id and SDK, and the theme mode and variables', async () => {
    const { ctx } = client({ metadata: METADATA, theme: 'dark', themeVariables: { '--wm-accent': '#ff6600' } });
    await startEmailLogin(ctx, EMAIL);
    expect(frame.received.slice(0, 3)).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME', 'CONNECT_EMAIL']);
    expect(frame.state().dapp).toEqual({ projectId: 'test', sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, metadata: METADATA });
    expect(frame.state().theme).toEqual({ themeMode: 'dark', themeVariables: { '--wm-accent': '#ff6600' } });
  });

  it('sends the theme again when it changes while the frame is linked, and not when something else changes', async () => {
    const { ctx } = client({ theme: 'light' });
    await startEmailLogin(ctx, EMAIL);
    expect(frame.state().theme).toEqual({ themeMode: 'light', themeVariables: {} });

    ctx.store.set(optionsAtom, (options) => ({ ...options, theme: 'dark' }));
    await expect.poll(() => frame.state().theme).toEqual({ themeMode: 'dark', themeVariables: {} });
    ctx.store.set(optionsAtom, (options) => ({ ...options, themeVariables: { '--wm-border-radius': '4px' } }));
    await expect.poll(() => frame.state().theme).toEqual({ themeMode: 'dark', themeVariables: { '--wm-border-radius': '4px' } });
    expect(count('SYNC_THEME')).toBe(3);

    // Another option (the z-index) is no new theme: nothing more is sent, and the site's data went once.
    ctx.store.set(optionsAtom, (options) => ({ ...options, zIndex: 12 }));
    await startEmailLogin(ctx, 'bob@example.com');
    expect(count('SYNC_THEME')).toBe(3);
    expect(count('SYNC_DAPP_DATA')).toBe(1);
    expect(frame.opened).toBe(1);
  });

  it('a theme change before any login loads nothing', async () => {
    const { ctx } = client({});
    ctx.store.set(optionsAtom, (options) => ({ ...options, theme: 'dark' }));
    await expect.poll(() => ctx.store.get(optionsAtom).theme).toBe('dark');
    expect(frame.opened).toBe(0);
  });

  it('leaves out what the frame would refuse: metadata beyond its bounds, and the site data without a project id', async () => {
    const icons = Array.from({ length: 11 }, (_, i) => `https://shop.example/icon-${i}.png`);
    const first = client({ metadata: { ...METADATA, icons } });
    await startEmailLogin(first.ctx, EMAIL);
    expect(frame.state().dapp).toEqual({ projectId: 'test', sdkVersion: SDK_VERSION, sdkType: SDK_TYPE });

    frame = frameLoopback(await createMemoryAuth());
    const second = client({ projectId: undefined, theme: 'dark' });
    await startEmailLogin(second.ctx, EMAIL);
    expect(count('SYNC_DAPP_DATA')).toBe(0);
    expect(frame.state().dapp).toBeNull();
    expect(frame.state().theme).toEqual({ themeMode: 'dark', themeVariables: {} });
  });
});
