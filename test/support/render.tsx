/**
 * Renders a piece of the UI with a store and a fake client (its methods are vi.fn) for unit tests. As in the element,
 * the client's real view loads (client/view-loads) mark each showing of a view and follow the store, calling the fake
 * client, until the render is unmounted; a view rendered with its route is on screen: the router is open on that route.
 */
import { act, isValidElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import type { WalletModalClient } from '../../src/client/types';
import type { Route, ViewName } from '../../src/state/routes';
import { openAtom } from '../../src/state/router';
import { followViews } from '../../src/client/view-loads/follow';
import { preloadImage } from '../../src/services/catalogue/images';
import { simulateTransaction } from '../../src/client/actions/simulate';
import type { RpcTransport } from '../../src/services/json-rpc';
import { ClientContext } from '../../src/ui/client-context';
import { standIn } from './stand-in';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

type Store = ReturnType<typeof createStore>;
let mounted: { root: Root; container: HTMLElement } | undefined;
/** The view loads following a rendered view's store; each stops with its view, and all after each test. */
const following = new Set<() => void>();
/** The transports the real simulation opened for the fake clients, as a client keeps them; disposed after each test. */
const transports = new Map<string, RpcTransport>();

afterEach(() => {
  for (const transport of transports.values()) transport.dispose();
  transports.clear();
  if (mounted) act(() => mounted!.root.unmount());
  for (const stop of following) stop();
  following.clear();
  mounted?.container.remove();
  mounted = undefined;
});

/** The embedded wallet's actions as a view calls them (client.embeddedWallet()): each resolves unless a test says otherwise. */
function fakeEmbeddedWallet() {
  return {
    prepare: vi.fn(),
    startEmailLogin: vi.fn(async (_email: string) => undefined),
    resendEmailCode: vi.fn(async () => undefined),
    verifyEmailOtp: vi.fn(async (_otp: string) => undefined),
    startSocialLogin: vi.fn(async (_provider: string, _popup: unknown) => undefined),
    startEmailChange: vi.fn(async (_email: string) => undefined),
    verifyEmailChangeOtp: vi.fn(async (_otp: string) => undefined),
    decideApproval: vi.fn((_approved: boolean) => undefined),
  };
}

function fakeClient(store: Store) {
  const embedded = fakeEmbeddedWallet();
  return {
    embedded,
    embeddedWallet: vi.fn(async () => embedded),
    store,
    open: vi.fn(),
    openingView: vi.fn((): ViewName => 'Connect'),
    close: vi.fn(),
    goBack: vi.fn(),
    connect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    switchNetwork: vi.fn(async () => undefined),
    dismissToast: vi.fn(),
    // The real preloader: the icons' own behaviour, not a stand-in.
    preloadImage: vi.fn(preloadImage),
    push: vi.fn(),
    loadWallets: vi.fn(async () => undefined),
    searchWallets: vi.fn(async () => undefined),
    loadActivity: vi.fn(async () => undefined),
    loadNfts: vi.fn(async () => undefined),
    refreshBalance: vi.fn(async () => undefined),
    suggestAccountNames: vi.fn(async () => undefined),
    registerAccountName: vi.fn(async (label: string) => label),
    prepareSend: vi.fn(async (): Promise<never> => {
      throw new Error('prepareSend: give this test its answer');
    }),
    confirmSend: vi.fn(async () => '0x'),
    // The real simulation, over the store's network and transports kept as the client keeps them.
    simulateTransaction: vi.fn((request: Parameters<WalletModalClient['simulateTransaction']>[0], options?: { signal?: AbortSignal }) =>
      simulateTransaction({ store, rpcTransports: transports }, request, options),
    ),
  };
}

/** The route a view was given, if the node is one. */
function routeOf(node: ReactNode): Route | undefined {
  const route = isValidElement<{ route?: unknown }>(node) ? node.props.route : undefined;
  return typeof route === 'object' && route !== null && 'view' in route ? (route as Route) : undefined;
}

/** `shows`: the route to open (by default the view's own, for a view); none leaves the router as the store has it. */
export function render(node: ReactNode, store: Store = createStore(), shows: Route | undefined = routeOf(node)) {
  const client = fakeClient(store);
  const stopLoads = followViews(standIn<WalletModalClient>(client));
  const stopFollowing = () => {
    stopLoads();
    following.delete(stopFollowing);
  };
  following.add(stopFollowing);
  if (shows) store.set(openAtom, shows);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <Provider store={store}>
        <ClientContext.Provider value={standIn<WalletModalClient>(client)}>{node}</ClientContext.Provider>
      </Provider>,
    ),
  );
  mounted = { root, container };
  const byTestId = (id: string) => container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const unmount = () => {
    act(() => root.unmount());
    stopFollowing();
    container.remove();
    mounted = undefined;
  };
  return { client, container, store, byTestId, unmount };
}

export const click = (element: HTMLElement | null) => {
  expect(element).not.toBeNull();
  act(() => element!.click());
};
