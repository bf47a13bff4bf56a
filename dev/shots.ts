// `npm run shots`: the Connect and Account views in English, Arabic and Japanese, as PNGs in shots/ (git-ignored), so
// a reviewer can look at the languages and the right-to-left mirroring. Starts the local stack on a free port.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './bench/chromium.ts';
import { inPage } from './bench/in-page.ts';
import { freePort } from './free-port.ts';
import { startStack } from './stack.ts';

const OUT = fileURLToPath(new URL('../shots/', import.meta.url));
/** Each locale with the trigger's label in it: the shot waits until the catalogue is drawn. */
const LOCALES: [string, string][] = [
  ['en', 'Connect'],
  ['ar', 'ربط'],
  ['ja', '接続'],
];

const setLocale = inPage((tag: string) => document.querySelector('wallet-modal')?.setAttribute('locale', tag));
const triggerSays = inPage(
  (label: string) => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[data-testid="wm-trigger"]')?.textContent === label,
);
const approveRequests = inPage(() => {
  window.demoWallet.mode = 'approve';
});

mkdirSync(OUT, { recursive: true });
const stack = await startStack({ port: await freePort(), quiet: true });
const browser = await launchChromium();
try {
  for (const [locale, connect] of LOCALES) {
    const context = await browser.newContext({ viewport: { width: 720, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(stack.url);
    const trigger = page.getByTestId('wm-trigger');
    await trigger.waitFor();
    await page.evaluate(setLocale, locale);
    await page.waitForFunction(triggerSays, connect);
    await page.evaluate(approveRequests);
    await trigger.click();
    await page.getByTestId('wm-connector-dev.walletmodal.demo').waitFor();
    // The recommended wallets' icons settle within a frame or two.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}connect-${locale}.png` });
    await page.getByTestId('wm-connector-dev.walletmodal.demo').click();
    await page.getByTestId('wm-account-address').waitFor();
    await page.getByTestId('wm-balance').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}account-${locale}.png` });
    await context.close();
    console.log(`shots/connect-${locale}.png, shots/account-${locale}.png`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
