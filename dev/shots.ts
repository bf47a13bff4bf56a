// `npm run shots`: every view of the tour (test/support/e2e/view-tour.ts), light and dark, in English and Arabic, at
// 360 × 640 and 1280 × 800 (the dialog and its margin), as JPEGs in docs/screens/, and docs/screens.md, the gallery that shows them. Starts the
// local stack on a free port. `--only en-light-360` takes one of the eight combinations (locale-theme-width).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tourViews } from '../test/support/e2e/view-tour.ts';
import { launchChromium } from './bench/chromium.ts';
import { freePort } from './free-port.ts';
import { startStack } from './stack.ts';

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));
const OUT = `${DOCS}screens/`;
/** Each locale with the trigger's label in it: a shot waits until the catalogue is drawn in that language. */
const LOCALES = [
  ['en', 'Connect'],
  ['ar', 'ربط'],
] as const;
const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
] as const;

/** Enough to read every word and edge, at a third of a PNG's bytes: the 144 pictures stay under 4 MB in the repository. */
const JPEG_QUALITY = 70;
const MARGIN = 24;

type Shot = { view: string; file: string };
const slug = (view: string) =>
  view
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

mkdirSync(OUT, { recursive: true });
const stack = await startStack({ port: await freePort(), quiet: true });
const browser = await launchChromium();
const taken = new Map<string, Shot[]>();
try {
  for (const [locale, connect] of LOCALES)
    for (const theme of THEMES)
      for (const viewport of VIEWPORTS) {
        const combination = `${locale}-${theme}-${viewport.width}`;
        if (only && only !== combination) continue;
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const shots: Shot[] = [];
        await tourViews(page, {
          url: stack.url,
          async prepare() {
            await page.evaluate(
              ([t, l]) => {
                const element = document.querySelector('wallet-modal')!;
                element.setAttribute('theme', t);
                element.setAttribute('locale', l);
              },
              [theme, locale] as const,
            );
            await page.waitForFunction(
              (label) => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[data-testid="wm-trigger"]')?.textContent === label,
              connect,
            );
          },
          async at({ view }) {
            const file = `${slug(view)}-${combination}.jpg`;
            // Images (wallet icons, QR codes) are drawn by the time the view's own marker is: none waits on a timer.
            // On a desktop the page around the dialog says nothing: the dialog and a margin of backdrop are kept.
            const dialog = viewport.width > 360 ? await page.getByTestId('wm-dialog').boundingBox() : null;
            const clip = dialog
              ? { x: dialog.x - MARGIN, y: dialog.y - MARGIN, width: dialog.width + 2 * MARGIN, height: dialog.height + 2 * MARGIN }
              : undefined;
            await page.screenshot({ path: `${OUT}${file}`, type: 'jpeg', quality: JPEG_QUALITY, ...(clip ? { clip } : {}) });
            shots.push({ view, file });
          },
        });
        taken.set(combination, shots);
        await context.close();
        console.log(`${combination}: ${shots.length} views`);
      }
} finally {
  await browser.close();
  await stack.stop();
}

if (!only) {
  const views = taken.get('en-light-360')!.map((shot) => shot.view);
  const cell = (combination: string, view: string) => {
    const shot = taken.get(combination)?.find((s) => s.view === view);
    return shot ? `<img src="screens/${shot.file}" width="180" alt="${view}, ${combination}">` : '(not reached)';
  };
  const lines = [
    '# Screens',
    '',
    'Every view of the tour (`test/support/e2e/view-tour.ts`) on the local stack, written by `npm run shots`: English and',
    'Arabic (right to left), light and dark, at 360 × 640 (a phone) and 1280 × 800. The layout test',
    '(`test/e2e/layout.test.ts`) holds the 360 × 640 English light layout to a baseline; axe-core checks every view in',
    'both languages and themes (`test/e2e/languages.test.ts`).',
    '',
  ];
  for (const view of views) {
    lines.push(`## ${view}`, '', '| en light | en dark | ar light | ar dark |', '|---|---|---|---|');
    for (const width of [360, 1280]) lines.push(`| ${['en-light', 'en-dark', 'ar-light', 'ar-dark'].map((c) => cell(`${c}-${width}`, view)).join(' | ')} |`);
    lines.push('');
  }
  writeFileSync(`${DOCS}screens.md`, `${lines.join('\n')}\n`);
  console.log(`docs/screens.md: ${views.length} views`);
}
