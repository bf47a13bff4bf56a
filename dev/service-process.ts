// The built services (dist/server/data.js, catalogue.js, auth.js) as child processes: what `npm start`, the e2e
// stack, the unit tests and the bench all run, so they run what a site deploys. The build is redone only when a
// source under server/ or src/ is newer than it (a Vite SSR build of the server only, about a second).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ServiceProcess = {
  url: string;
  port: number;
  pid: number;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** The last of what it wrote to stderr (its JSON log lines). */
  stderr(): string;
  /** Sends `signal` (default SIGTERM) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
};
export type ServiceProcessOptions = {
  service: 'data' | 'catalogue' | 'auth';
  /** Written to a temporary file and passed as `--config`; absent: the service's defaults and environment. */
  config?: unknown;
  /** Adds to (or, with undefined values, removes from) the parent's environment. */
  env?: Record<string, string | undefined>;
  /** false: its stderr is echoed, each line prefixed with `label`. Default true. */
  quiet?: boolean;
  label?: string;
};
export type ReadyOptions = {
  /** Every chain indexed to its head and no NFT image pending (twice in a row), not only /readyz answering 200. */
  lagZero?: boolean;
  timeoutMs?: number;
};
/** What /readyz answers, as far as waitForReady reads it. */
type Readiness = { chains?: Record<string, { lag?: number }>; indexer?: { nftMedia?: string } } | null;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUTPUTS = ['dist/server/data.js', 'dist/server/catalogue.js', 'dist/server/auth.js'];
const SOURCES = ['server', 'src', 'vite.server.config.ts', 'package.json'];
const LOCK = join(ROOT, 'dist', '.server-build.lock');
/** A lock older than this was left by a build that died: taken over. */
const STALE_LOCK_MS = 120_000;
const START_TIMEOUT_MS = 60_000;

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestMtime(join(path, entry)));
  return newest;
}

async function isStale(): Promise<boolean> {
  const built = await Promise.all(
    OUTPUTS.map((o) =>
      stat(join(ROOT, o)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  if (built.includes(0)) return true;
  const sources = Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(join(ROOT, s))))));
  return sources > Math.min(...built);
}

/** Runs `vite build --config vite.server.config.ts`; rejects with its output when it fails. */
function viteBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building dist/server failed (${code}):\n${output}`))));
  });
}

/**
 * Builds dist/server when it is missing or older than its sources. Safe when several test files (processes) ask at
 * once: one builds under a lock directory, the others wait for it and then find the build fresh.
 */
export async function ensureServerBuild(): Promise<void> {
  if (!(await isStale())) return;
  await mkdir(join(ROOT, 'dist'), { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      const held = await stat(LOCK).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (held > STALE_LOCK_MS) await rm(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (await isStale()) await viteBuild();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

/**
 * Starts a built service with a configuration object (written to a temporary file) and resolves once it prints its
 * `Name: URL` line.
 */
export async function startServiceProcess({ service, config, env = {}, quiet = true, label = service }: ServiceProcessOptions): Promise<ServiceProcess> {
  await ensureServerBuild();
  const dir = await mkdtemp(join(tmpdir(), `wm-${service}-`));
  const args = [join(ROOT, 'dist/server', `${service}.js`)];
  if (config !== undefined) {
    await writeFile(join(dir, 'config.json'), JSON.stringify(config, null, 2));
    args.push('--config', join(dir, 'config.json'));
  }
  const childEnv = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const stderr: string[] = [];
  // Node gives the exit code, or (killed by a signal) null and the signal's name.
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  exited.then(() => rm(dir, { recursive: true, force: true }).catch(() => {}));
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr.push(chunk);
    if (stderr.length > 200) stderr.shift();
    if (!quiet) process.stderr.write(chunk.replace(/^(?=.)/gm, `${label}: `));
  });
  child.stdout.setEncoding('utf8');
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label} did not start in ${START_TIMEOUT_MS} ms: ${stderr.join('')}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: string) => {
      // Not echoed: the stack prints one `Name: URL` line per service itself.
      out += chunk;
      const match = /^[\w ]+: (http:\/\/\S+)/m.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before listening: ${stderr.join('').trim()}`));
    });
  });
  return {
    url,
    port: Number(new URL(url).port),
    // Defined once the process has spawned, which its printing a URL shows.
    pid: child.pid ?? 0,
    exited,
    stderr: () => stderr.join(''),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Polls `/readyz` until the service is ready (with `lagZero`, every chain indexed to its head and no NFT image
 * pending, twice in a row: the stack's seeded state is all there before anyone asks). Resolves with its last answer.
 */
export async function waitForReady(url: string, { lagZero = false, timeoutMs = 120_000 }: ReadyOptions = {}): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let streak = 0;
  let last = '';
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/readyz`).catch(() => null);
    const body: Readiness = response ? await response.json().catch(() => null) : null;
    last = JSON.stringify(body);
    const settled =
      response?.status === 200 && (!lagZero || (Object.values(body?.chains ?? {}).every((c) => c.lag === 0) && body?.indexer?.nftMedia !== 'busy'));
    streak = settled ? streak + 1 : 0;
    if (streak >= (lagZero ? 2 : 1)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready in ${timeoutMs} ms: ${last}`);
}
