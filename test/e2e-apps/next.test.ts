/**
 * Issue 23 point 4, Next.js: the app router app of test/apps/next installs the packed tarball, `next build` builds it
 * (its server bundles import the package in Node), and `next start` server-renders the page with `<wallet-modal>` as a
 * plain tag. In Chromium the element upgrades with no hydration warning, connects the Demo Wallet, and the app's
 * client component hears wm-connect. Apart from `npm test` for the weight of Next's install: `npm run test:apps`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../support/apps/app-build';
import { connectInApp, openApp, stackAttributes } from '../support/apps/app-page';
import { useE2ePage } from '../support/e2e/page';
import { stagePackage, type StagedPackage } from '../support/package/stage';

const stack = inject('stack');
const { page: currentPage } = useE2ePage({ pageErrors: 'fail' });

let staged: StagedPackage | undefined;
let built: BuiltApp | undefined;
let server: ChildProcess | undefined;
let url = '';
const serverOutput: string[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  staged = await stagePackage();
  built = await buildApp('next', staged.tarball);
  const port = await freePort();
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: built.dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', WM_APP_ATTRIBUTES: JSON.stringify(stackAttributes(stack)) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()));
  url = `http://127.0.0.1:${port}/`;
  // `next start` answers once it has loaded the build; output says why when it never does.
  const answers = () =>
    fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  await vi.waitFor(
    async () => {
      if (server?.exitCode !== null) throw new Error(`next start ended:\n${serverOutput.join('')}`);
      if (!(await answers())) throw new Error(`next start does not answer at ${url} yet`);
    },
    { timeout: 60_000, interval: 250 },
  );
}, 900_000);

afterAll(async () => {
  server?.kill();
  built?.remove();
  staged?.remove();
});

describe('the Next.js app, built from the packed tarball', () => {
  it('server-renders <wallet-modal> as a plain tag with the site attributes', async () => {
    const html = await (await fetch(url)).text();
    expect(html).toMatch(/<wallet-modal[^>]*project-id="next-app"/);
    expect(html).toContain(`api-url="${stack.dataUrl}"`);
    expect(serverOutput.join('')).not.toMatch(/customElements|window is not defined|document is not defined/);
  });

  it('hydrates with no warning, connects the Demo Wallet and reads getAccount()', async () => {
    const page = currentPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
    });
    await openApp(page, stack, url);
    await connectInApp(page);
    expect(consoleErrors.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
  });
});
