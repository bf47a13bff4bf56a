import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WalletModalClient } from '../../../src/client/types';
import { WalletModalError } from '../../../src/errors';
import { ClientContext } from '../../../src/ui/client-context';
import { LoadErrorBoundary, isChunkLoadError } from '../../../src/ui/components/LoadErrorBoundary';
import { standIn } from '../../support/stand-in';

const CHROMIUM_FAILURE = 'Failed to fetch dynamically imported module: https://cdn.example/chunks/ConnectView-abc.js';

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  if (root) act(() => root!.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

/** A child that throws while its chunk is "down" (as a lazy view whose import was refused), then renders. */
function flaky(message = CHROMIUM_FAILURE) {
  const chunk = { down: true };
  // biome-ignore lint/correctness/noComponentHookFactories: each test makes its own flaky view, with its own chunk state.
  function View() {
    if (chunk.down) throw new TypeError(message);
    return <p data-testid="view">loaded</p>;
  }
  return { View, chunk };
}

function mount(node: React.ReactNode) {
  // React logs what a boundary caught; keep the test output to what matters.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const client = { reportError: vi.fn(), close: vi.fn() };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<ClientContext.Provider value={standIn<WalletModalClient>(client)}>{node}</ClientContext.Provider>));
  const byTestId = (id: string) => container!.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  return { client, byTestId };
}

describe('LoadErrorBoundary', () => {
  it('shows why a chunk would not load, reports LOAD_FAILED once, and Try again renders the view afresh', () => {
    const { View, chunk } = flaky();
    const { client, byTestId } = mount(
      <LoadErrorBoundary>
        <View />
      </LoadErrorBoundary>,
    );
    const alert = byTestId('wm-load-error');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.dataset.code).toBe('LOAD_FAILED');
    expect(alert?.textContent).toContain('Unable to load the wallet modal');
    expect(byTestId('wm-load-close')).toBeNull();
    expect(client.reportError).toHaveBeenCalledTimes(1);
    const reported = client.reportError.mock.calls[0]![0] as WalletModalError;
    expect(reported).toBeInstanceOf(WalletModalError);
    expect([reported.code, reported.shortMessage]).toEqual(['LOAD_FAILED', 'Unable to load the wallet modal']);
    expect(reported.details).toBe(CHROMIUM_FAILURE);

    chunk.down = false;
    act(() => byTestId('wm-load-retry')!.click());
    expect(byTestId('view')?.textContent).toBe('loaded');
    expect(byTestId('wm-load-error')).toBeNull();
    expect(client.reportError).toHaveBeenCalledTimes(1);
  });

  it('standalone (the modal chunk itself failed): floats and offers Close, which closes the modal', () => {
    const { View } = flaky();
    const { client, byTestId } = mount(
      <LoadErrorBoundary standalone>
        <View />
      </LoadErrorBoundary>,
    );
    expect(byTestId('wm-load-error')?.className).toContain('wm-load-error--floating');
    act(() => byTestId('wm-load-retry')!.click());
    // Still failing: the notice again, reported again.
    expect(byTestId('wm-load-error')).not.toBeNull();
    expect(client.reportError).toHaveBeenCalledTimes(2);
    act(() => byTestId('wm-load-close')!.click());
    expect(client.close).toHaveBeenCalledTimes(1);
  });

  it('a bug in a view is not called a load failure', () => {
    const { View } = flaky("Cannot read properties of undefined (reading 'address')");
    const { client, byTestId } = mount(
      <LoadErrorBoundary>
        <View />
      </LoadErrorBoundary>,
    );
    expect(byTestId('wm-load-error')?.dataset.code).toBe('UNKNOWN');
    expect((client.reportError.mock.calls[0]![0] as WalletModalError).shortMessage).toBe('An error occurred');
  });

  it('recognises each engine’s wording of a failed import()', () => {
    expect(isChunkLoadError(new TypeError(CHROMIUM_FAILURE))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
