// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// Child processes of the data benches: the data service (data-server.ts) and the load generator (data-load.ts),
// each a separate Node process, ended by its pid when the bench is done (and when this process exits).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVER = fileURLToPath(new URL('./data-server.ts', import.meta.url));
const LOAD = fileURLToPath(new URL('./data-load.ts', import.meta.url));
const START_TIMEOUT_MS = 180_000;

/**
 * Starts data-server.ts with `config`; resolves once it printed READY.
 * @returns {Promise<{ url: string, seedMs: number, transfers: number, stop(): Promise<void> }>}
 */
export function startDataServerProcess(config) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => fail(new Error(`the data service did not start in ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const fail = (error) => {
      clearTimeout(timer);
      void stop().then(() => reject(error));
    };
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const line = stdout.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      clearTimeout(timer);
      resolve({ ...JSON.parse(line.slice(6)), stop });
    });
    child.once('exit', (code) => fail(new Error(`the data service exited (${code}) before it was ready: ${stderr.trim().slice(-1000)}`)));
  });
}

/**
 * Runs data-load.ts with `config` to its end.
 * @returns {Promise<{ route: string, requests: number, errors: number, firstError: string, seconds: number, rps: number,
 *   p50: number, p95: number, p99: number, max: number, meanEntries: number, meanBytes: number }>}
 */
export function runLoadProcess(config) {
  const child = spawn(process.execPath, ['--import', 'tsx', LOAD, JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}: ${stderr.trim().slice(-1000)}`));
      resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}'));
    });
  });
}

/**
 * A scratch schema on the PostgreSQL server at `url`, dropped by `drop()` (also on SIGINT).
 * @returns {Promise<{ schema: string, drop(): Promise<void> }>}
 */
export async function scratchSchema(url) {
  const schema = `wm_bench_${randomBytes(6).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    process.off('SIGINT', onInterrupt);
    await run(`drop schema if exists ${schema} cascade`);
  };
  const onInterrupt = () => void drop().finally(() => process.exit(130));
  process.once('SIGINT', onInterrupt);
  return { schema, drop };
}
