import { describe, expect, inject, it } from 'vitest';
import { useE2ePage } from '../support/e2e/page';
import type { LoggedEvent } from './demo-events';

const stack = inject('stack');

const { page: currentPage } = useE2ePage({ pageErrors: 'report' });

describe('the element in a host page', () => {
  it('renders in an open shadow root that host CSS cannot restyle, and leaks no styles', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await page.getByTestId('wm-trigger').waitFor();
    const result = await page.evaluate(() => {
      const host = document.querySelector('wallet-modal')!;
      const trigger = host.shadowRoot!.querySelector('[data-testid="wm-trigger"]')!;
      const probe = document.createElement('button');
      document.body.append(probe);
      const outside = getComputedStyle(probe).color;
      probe.remove();
      return {
        mode: host.shadowRoot!.mode,
        triggerColor: getComputedStyle(trigger).color,
        hostPageButtonColor: outside,
        headStyles: [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('--wm-')).length,
      };
    });
    expect(result.mode).toBe('open');
    // index.html paints every host-page button red; ours must not be.
    expect(result.hostPageButtonColor).toBe('rgb(255, 0, 0)');
    expect(result.triggerColor).not.toBe('rgb(255, 0, 0)');
    expect(result.headStyles).toBe(0);
  });

  it('keeps two elements on one page independent', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await page.getByTestId('wm-trigger').first().waitFor();
    const views = await page.evaluate(async () => {
      const second = document.createElement('wallet-modal');
      second.setAttribute('project-id', 'second');
      second.setAttribute('networks', 'eip155:1');
      document.body.append(second);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [first] = document.querySelectorAll('wallet-modal');
      first!.open();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { first: first!.state.open, second: second.state.open };
    });
    expect(views).toEqual({ first: true, second: false });
  });

  it('hides its button with hide-button, and the host opens it from its own', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await page.getByTestId('wm-trigger').waitFor();
    const result = await page.evaluate(async () => {
      const el = document.createElement('wallet-modal') as HTMLElement & { open(): void; state: { open: boolean; view?: string } };
      el.setAttribute('project-id', 'x');
      el.setAttribute('hide-button', '');
      document.body.append(el);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const hasTrigger = el.shadowRoot!.querySelector('[data-testid="wm-trigger"]') !== null;
      el.open();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { hasTrigger, open: el.state.open, view: el.state.view };
    });
    expect(result).toEqual({ hasTrigger: false, open: true, view: 'Connect' });
  });

  it('reports bad attributes with wm-error and falls back to the defaults', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await page.getByTestId('wm-trigger').waitFor();
    const errors = await page.evaluate(async () => {
      const el = document.createElement('wallet-modal');
      const seen: LoggedEvent[] = [];
      el.addEventListener('wm-error', (e) => seen.push({ type: e.type, detail: (e as CustomEvent).detail }));
      el.setAttribute('project-id', 'x');
      el.setAttribute('theme', 'purple');
      el.setAttribute('z-index', 'high');
      el.setAttribute('networks', 'eip155:1,not-a-network');
      el.setAttribute('default-network', 'eip155:8453');
      document.body.append(el);
      await new Promise((resolve) => setTimeout(resolve, 50));
      el.open();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { seen, open: el.state.open };
    });
    const messages = errors.seen.map((e) => String(e.detail.message));
    expect(messages.some((m) => m.includes('theme'))).toBe(true);
    expect(messages.some((m) => m.includes('z-index'))).toBe(true);
    expect(messages.some((m) => m.includes('not-a-network'))).toBe(true);
    expect(messages.some((m) => m.includes('Network must be in the networks array of the setup'))).toBe(true);
    expect(errors.open).toBe(true);
  });

  it('drops hostile stored values and still opens', async () => {
    const page = currentPage();
    await page.goto(stack.url);
    await page.evaluate(() => {
      localStorage.setItem('wm:connected-connector-ids', '{"eip155":"<img src=x onerror=alert(1)>"}');
      localStorage.setItem('wm:active-network', '{{{');
      localStorage.setItem('wm:recent-wallets', '"javascript:alert(1)"');
    });
    await page.reload();
    await page.getByTestId('wm-trigger').click();
    await page.getByTestId('wm-dialog').waitFor();
    const stored = await page.evaluate(() => [
      localStorage.getItem('wm:connected-connector-ids'),
      localStorage.getItem('wm:active-network'),
      localStorage.getItem('wm:recent-wallets'),
    ]);
    expect(stored).toEqual([null, null, null]);
    await page.getByTestId('wm-connector-dev.walletmodal.demo').waitFor({ state: 'visible' });
  });
});
