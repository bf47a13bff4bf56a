import { Component, Suspense, act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { forgetFailedLoads, preloadable } from '../../../src/ui/preloadable';
import { render } from '../../support/render';

function Hello({ name }: { name: string }) {
  return <p data-testid="hello">Hello {name}</p>;
}

/** Renders the component under a Suspense boundary and records whether its fallback was ever in the DOM. */
function renderWatched(node: React.ReactNode) {
  const fallbackSeen = { value: false };
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="fallback"]')) fallbackSeen.value = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const view = render(<Suspense fallback={<p data-testid="fallback">Loading</p>}>{node}</Suspense>);
  return { ...view, fallbackSeen, stop: () => observer.disconnect() };
}

/**
 * React reveals content that replaces a fallback up to 300 ms later (its reveal throttle), and inside an awaited act
 * (where React retries a suspended render) nothing marks the reveal: a time must pass, so this is a fixed wait.
 */
const pastRevealThrottle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('preloadable', () => {
  it('does not load until asked, then loads once however often it is asked', async () => {
    let loads = 0;
    const View = preloadable(async () => {
      loads++;
      return { default: Hello };
    });
    expect(loads).toBe(0);
    expect(View.isLoaded()).toBe(false);
    const [a, b] = await Promise.all([View.preload(), View.preload()]);
    expect(a).toBe(Hello);
    expect(b).toBe(Hello);
    expect(await View.preload()).toBe(Hello);
    expect(loads).toBe(1);
    expect(View.isLoaded()).toBe(true);
  });

  it('a preloaded component renders in the same commit, never through the Suspense fallback', async () => {
    const View = preloadable(async () => ({ default: Hello }));
    await View.preload();
    const { byTestId, fallbackSeen, stop } = renderWatched(<View name="there" />);
    // Synchronously after the render: no await, no microtask for a lazy module to settle in.
    expect(byTestId('hello')?.textContent).toBe('Hello there');
    expect(fallbackSeen.value).toBe(false);
    stop();
  });

  it('one not loaded yet suspends (the fallback shows) and then renders', async () => {
    let resolve!: (module: { default: typeof Hello }) => void;
    const View = preloadable(() => new Promise<{ default: typeof Hello }>((r) => (resolve = r)));
    // An awaited act: React retries a suspended render only within one.
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`);
    await act(async () =>
      root.render(
        <Suspense fallback={<p data-testid="fallback">Loading</p>}>
          <View name="later" />
        </Suspense>,
      ),
    );
    expect(byTestId('fallback')).not.toBeNull();
    expect(byTestId('hello')).toBeNull();
    await act(async () => {
      resolve({ default: Hello });
      await pastRevealThrottle();
    });
    expect(byTestId('hello')?.textContent).toBe('Hello later');
    expect(byTestId('fallback')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('forgets a failed load, so the next preload tries again', async () => {
    let attempts = 0;
    const View = preloadable(async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Hello };
    });
    await expect(View.preload()).rejects.toThrow('Failed to fetch');
    expect(View.isLoaded()).toBe(false);
    expect(await View.preload()).toBe(Hello);
    expect(attempts).toBe(2);
  });

  it('a render whose import fails reaches the error boundary (no endless suspense); after forgetFailedLoads it fetches afresh', async () => {
    let attempts = 0;
    const View = preloadable(async () => {
      attempts++;
      if (attempts <= 2) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Hello };
    });
    // biome-ignore lint/correctness/noComponentHookFactories: this test's own boundary, made once for it.
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p data-testid="failed">Failed</p> : this.props.children;
      }
    }
    // A prefetch that failed is not the render's failure: the first render tries once more, and that one fails too.
    await expect(View.preload()).rejects.toThrow('Failed to fetch');
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    // An awaited act: React retries a suspended render only within one.
    await act(async () => {
      root.render(
        <Boundary>
          <Suspense fallback={<p>Loading</p>}>
            <View name="again" />
          </Suspense>
        </Boundary>,
      );
      await pastRevealThrottle();
    });
    expect(container.querySelector('[data-testid="failed"]')).not.toBeNull();
    expect(attempts).toBe(2);
    forgetFailedLoads();
    await act(async () => {
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <View name="at last" />
        </Suspense>,
      );
      await pastRevealThrottle();
    });
    expect(container.textContent).toBe('Hello at last');
    expect(attempts).toBe(3);
    act(() => root.unmount());
    container.remove();
  });
});
