// The Account tabs against the real stack: the Demo Wallet on the seeded Anvil chains, the data service (PGlite)
// indexing them, the demo page naming it in api-url. The seed (dev/contracts/deploy.ts) gives the demo account on
// 31337: DUSD 2,500 in, 125.50 out, 40 in, 10 out; DEMO18 1,200 in, 200.75 out; ETH 1.5 and 0.05 in, 0.25 out and a
// failed 0.1 out; Local Lights #1 and #2 minted, #2 given away, #3 received; three spam CLAIM mints. Twice the
// fungible amounts on 31338.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2ePage } from '../support/e2e/page';
import { activityRows, connectDemoWallet, DEMO_ACCOUNT, openTab, tokenRows, texts } from './account-page';
import { rpcUrlOf } from '../../dev/stack.ts';
import { DEV_ACCOUNTS } from '../../dev/contracts/deploy.ts';
import { rpcCall } from '../support/local-chain';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });
let page: Page;

/**
 * The seeded history's rows on a chain, block by block, newest block first (within a block the service orders by
 * transaction hash): fungible amounts scale 2× on 31338; NFTs and the failed send do not.
 */
function seededBlocks(chainId: number): string[][] {
  const x = chainId === 31338 ? 2 : 1;
  const fmt = (amount: number) => (amount * x).toLocaleString('en-US', { maximumFractionDigits: 4 });
  return [
    [`↑ Sent -${fmt(10)} DUSD Confirmed`, `↓ Received +${fmt(0.05)} ETH Confirmed`],
    ['↑ Sent -0.1 ETH Failed', '↓ Received +Local Lights #3 Confirmed', `↑ Sent -${fmt(200.75)} DEMO18 Confirmed`, `↓ Received +${fmt(40)} DUSD Confirmed`],
    ['↑ Sent -Local Lights #2 Confirmed', `↑ Sent -${fmt(0.25)} ETH Confirmed`, `↑ Sent -${fmt(125.5)} DUSD Confirmed`],
    [
      '↓ Minted +Local Lights #2 Confirmed',
      '↓ Minted +Local Lights #1 Confirmed',
      `↓ Received +${fmt(1.5)} ETH Confirmed`,
      `↓ Received +${fmt(1200)} DEMO18 Confirmed`,
      `↓ Received +${fmt(2500)} DUSD Confirmed`,
    ],
  ];
}
const seededActivity = (chainId: number) => seededBlocks(chainId).flat();

/** The shown rows that belong to the seed, grouped by the seed's blocks in the order they show. */
function inSeedBlocks(rows: readonly string[], chainId: number): string[][] {
  const blocks = seededBlocks(chainId);
  const blockOf = (row: string) => blocks.findIndex((b) => b.includes(row));
  const order = rows.map(blockOf).filter((i) => i >= 0);
  // Newest block first: the block indexes never go down the list.
  expect(order).toEqual([...order].sort((a, b) => a - b));
  return blocks.map((b) => rows.filter((r) => b.includes(r)).sort());
}

beforeEach(async () => {
  page = currentPage();
  await page.goto(stack.url);
});

describe('Account tabs on the seeded devnets', () => {
  it('Tokens: the seeded ERC-20s with their amounts and fiat values, and the total the rows add up to', async () => {
    await connectDemoWallet(page);
    const panel = await openTab(page, 'tokens');
    await expect.poll(() => tokenRows(panel)).toEqual(expect.arrayContaining(['DUSD 2,404.50 $2,404.50', 'DEMO18 999.25 $2,498.13']));
    expect(await texts(panel, 'wm-token-name')).toEqual(expect.arrayContaining(['Demo Dollar', 'Demo Token']));
    // The stack lists its devnets as priced chains (a testnet would show 0.00 in every row and the total alike).
    const cents = (text: string | null) => BigInt((text ?? '').replace(/[$,.]/g, ''));
    const rows = (await texts(panel, 'wm-token-value')).map(cents);
    expect(cents(await panel.getByTestId('wm-total').textContent())).toBe(rows.reduce((sum, row) => sum + row, 0n));
    expect(rows.every((row) => row > 0n)).toBe(true);
    // The other tabs' panels are hidden, not merely empty.
    expect(await page.getByTestId('wm-tabpanel-nfts').isVisible()).toBe(false);
    expect(await page.getByTestId('wm-tabpanel-activity').isVisible()).toBe(false);
  });

  it("Tokens: each row's image is the data service's token image, loaded and drawn in Chromium", async () => {
    await connectDemoWallet(page);
    const panel = await openTab(page, 'tokens');
    const row = panel.getByTestId('wm-token-row').filter({ hasText: 'DUSD' });
    const image = row.locator('img');
    await expect.poll(() => image.count(), { timeout: 15_000 }).toBe(1);
    expect(await image.getAttribute('src')).toMatch(/\/public\/getTokenImage\/eip155%3A31337%3A0x/i);
    // Decorative: the token's name and symbol are the words beside it.
    expect(await image.getAttribute('alt')).toBe('');
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  });

  it('NFTs: the Local Lights the account holds, with their images; the spam collection is hidden', async () => {
    await connectDemoWallet(page);
    const panel = await openTab(page, 'nfts');
    await expect.poll(() => texts(panel, 'wm-nft-name')).toEqual(expect.arrayContaining(['Local Lights #1', 'Local Lights #3']));
    expect((await texts(panel, 'wm-nft-name')).sort()).toEqual(['Local Lights #1', 'Local Lights #3']);
    expect(await texts(panel, 'wm-nft-collection')).toEqual(['Local Lights', 'Local Lights']);
    expect(await panel.textContent()).not.toMatch(/Claim|CLAIM/);
    // Each image is the stack's PNG for that token, loaded and drawn.
    const images = panel.getByTestId('wm-nft').locator('img');
    await expect.poll(() => images.count()).toBe(2);
    const sources = (await images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))).sort();
    expect(sources).toEqual([`${stack.url}dev/nft/lights/1.png`, `${stack.url}dev/nft/lights/3.png`]);
    await expect
      .poll(() => images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)))
      .toEqual([64, 64]);
  });

  it('Activity: the seeded history, newest first, without the spam mints', async () => {
    await connectDemoWallet(page);
    const panel = await openTab(page, 'activity');
    await expect.poll(() => activityRows(panel)).toEqual(expect.arrayContaining(seededActivity(31337)));
    const rows = await activityRows(panel);
    // Each seeded transaction once, newest block first (other tests may add newer rows on the shared chain); no spam.
    expect(inSeedBlocks(rows, 31337)).toEqual(seededBlocks(31337).map((b) => [...b].sort()));
    expect(rows.join('\n')).not.toMatch(/Claim/);
    // Each row names its counterparty, and the rows' times go back from the newest.
    expect(await panel.getByTestId('wm-activity-counterparty').allTextContents()).toHaveLength(rows.length);
    const times = await panel.locator('time').evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('Activity: a transfer to the account made during the test shows within 5 s', async () => {
    await connectDemoWallet(page);
    const panel = await openTab(page, 'activity');
    await expect.poll(() => activityRows(panel)).toEqual(expect.arrayContaining(seededActivity(31337)));
    // A real transaction from another dev account, mined at once by Anvil; an amount no other test sends.
    // 0.0042 to 0.0140 ETH: four decimals at most, as the row shows them.
    const tenThousandths = 42 + Math.floor(Math.random() * 99);
    const wei = BigInt(tenThousandths) * 10n ** 14n;
    const shown = `↓ Received +${(tenThousandths / 10_000).toLocaleString('en-US', { maximumFractionDigits: 4 })} ETH Confirmed`;
    const sent = Date.now();
    await rpcCall(rpcUrlOf(stack.chains, 31337), 'eth_sendTransaction', [{ from: DEV_ACCOUNTS.carol, to: DEMO_ACCOUNT, value: `0x${wei.toString(16)}` }]);
    await expect.poll(() => activityRows(panel), { timeout: 5000, interval: 100 }).toContain(shown);
    const elapsed = Date.now() - sent;
    expect(elapsed).toBeLessThan(5000);
    expect((await activityRows(panel))[0]).toBe(shown);
  });

  it('Activity: after a network switch, only the new chain’s transfers', async () => {
    await connectDemoWallet(page);
    const panel = await openTab(page, 'activity');
    await expect.poll(() => activityRows(panel)).toEqual(expect.arrayContaining(seededActivity(31337)));
    await page.getByTestId('wm-network-button').click();
    await page.getByTestId('wm-network-eip155:31338').click();
    await expect.poll(() => page.getByTestId('wm-network-name').textContent()).toContain('31338');
    // The Activity tab stays selected and shows 31338's history (twice the amounts), none of 31337's.
    await expect.poll(() => activityRows(panel)).toEqual(expect.arrayContaining(seededActivity(31338)));
    const rows = await activityRows(panel);
    expect(inSeedBlocks(rows, 31338)).toEqual(seededBlocks(31338).map((b) => [...b].sort()));
    const only31337 = seededActivity(31337).filter((r) => !seededActivity(31338).includes(r));
    expect(only31337.length).toBeGreaterThan(5);
    expect(rows.filter((r) => only31337.includes(r))).toEqual([]);
    // And back: 31337's again, none of 31338's.
    await page.getByTestId('wm-network-button').click();
    await page.getByTestId('wm-network-eip155:31337').click();
    const only31338 = seededActivity(31338).filter((r) => !seededActivity(31337).includes(r));
    await expect.poll(() => activityRows(panel)).toEqual(expect.arrayContaining(seededActivity(31337)));
    expect((await activityRows(panel)).filter((r) => only31338.includes(r))).toEqual([]);
  });
});
