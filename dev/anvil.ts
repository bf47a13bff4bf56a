// A real EVM devnet: Anvil's binary from npm, spawned directly (through npx, killing npx would orphan it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './free-port.ts';

export type Anvil = { chainId: number; rpcUrl: string; stop(): Promise<void> };
export type AnvilOptions = {
  chainId: number;
  /** How long Anvil may take to answer on its port (default 10 s). */
  timeoutMs?: number;
  /** Unix seconds the genesis block is dated at, so a seeded history can lie in the past (dev/contracts/deploy.ts). */
  timestamp?: number;
  /** The EVM hardfork (default: Anvil's latest); 'berlin' makes a chain without EIP-1559's base fee, as older chains are. */
  hardfork?: string;
};

const require = createRequire(import.meta.url);

function anvilBinary(): string {
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  let path: string;
  try {
    path = join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'anvil');
  } catch {
    throw new Error(`Anvil is not installed (${pkg} missing). Run: npm ci`);
  }
  if (!existsSync(path)) throw new Error(`Anvil binary not found at ${path}. Run: npm ci`);
  return path;
}

async function rpcChainId(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  const body: { result?: unknown } = await response.json();
  return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : Number.NaN;
}

/** Starts Anvil on 127.0.0.1 with the given chain id and the default funded accounts. */
export async function startAnvil({ chainId, timeoutMs = 10_000, timestamp, hardfork }: AnvilOptions): Promise<Anvil> {
  const port = await freePort();
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'];
  if (timestamp !== undefined) args.push('--timestamp', String(timestamp));
  if (hardfork !== undefined) args.push('--hardfork', hardfork);
  const child = spawn(anvilBinary(), args, {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  // A spawn failure (e.g. the binary is not executable) arrives as an event; without a listener it would crash the process.
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', resolve);
  });
  const rpcUrl = `http://127.0.0.1:${port}`;
  // Whoever ends this process (a crash, a library calling process.exit), Anvil must not outlive it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null && !spawnError) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (spawnError || child.exitCode !== null) await stop();
    if (spawnError) throw new Error(`Anvil (chain ${chainId}) could not start: ${spawnError.message}`);
    if (child.exitCode !== null) throw new Error(`Anvil (chain ${chainId}) exited early: ${stderr.trim()}`);
    try {
      if ((await rpcChainId(rpcUrl)) === chainId) return { chainId, rpcUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`Anvil (chain ${chainId}) did not answer on ${rpcUrl} within ${timeoutMs} ms`);
}
