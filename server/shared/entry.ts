/**
 * What the built services' entry points share (runService): `--config <file>` read as JSON, one line and status 1
 * for a bad configuration or a start that fails, one `Name: <url> (facts)` line once it listens, and a shutdown on
 * SIGTERM or SIGINT that stops the service (draining its requests) and exits 0.
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from './config-reader';

/** Exits with status 1 after one line on stderr: what an operator reads when the service does not start. */
function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** The JSON of `--config <file>` (or `--config=<file>`); `{}` when `optional` and no flag is given. */
function readConfigFile(argv: readonly string[], { optional = false } = {}): unknown {
  const at = argv.findIndex((a) => a === '--config' || a.startsWith('--config='));
  const valueAt = at >= 0 && argv[at] === '--config' ? at + 1 : -1;
  const unknown = argv.find((a, i) => i !== at && i !== valueAt && a.startsWith('-'));
  if (unknown) fail(`config: ${unknown}: unknown option (usage: --config <file.json>)`);
  if (at < 0) {
    if (optional) return {};
    fail('config: --config: a configuration file is required (usage: --config <file.json>)');
  }
  const path = argv[at]!.startsWith('--config=') ? argv[at]!.slice('--config='.length) : argv[at + 1];
  if (!path) fail('config: --config: must name a file');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    fail(`config: ${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    fail(`config: ${path}: is not JSON (${error instanceof Error ? error.message : 'parse error'})`);
  }
}

/** Parses the configuration, or exits with the one line naming the field and the rule. */
function parseOrExit<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ConfigError) fail(`config: ${error.message}`);
    throw error;
  }
}

/**
 * The first SIGTERM or SIGINT stops the service and exits 0 (1 if stopping failed); the stop itself is bounded by
 * the service's drain deadline. A second signal while stopping is ignored, so an impatient Ctrl-C cannot cut a drain.
 * Registered before the service starts: a signal during the start stops it once it has started.
 */
function stopOnSignals(name: string, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), service: name, event: 'stopping', signal })}\n`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`${name}: stop failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

export type ServiceProgram<Options, Service extends { url: string; stop(): Promise<void> }> = {
  /** The service's name in its JSON logs (`data`). */
  name: string;
  /** What its listening line calls it (`Data service: <url>`), and its failure line in lower case. */
  title: string;
  /** The catalogue runs on its bundled list without a file; the others need one. */
  optionalConfig?: boolean;
  parse(file: unknown, env: NodeJS.ProcessEnv): Options;
  start(options: Options): Promise<Service>;
  /** What an operator wants on the listening line besides the URL (storage, SMTP, wallets). */
  facts(options: Options): string;
};

/** A service as a program: configured, started, announced, stopped on a signal. */
export async function runService<Options, Service extends { url: string; stop(): Promise<void> }>(program: ServiceProgram<Options, Service>): Promise<void> {
  const file = readConfigFile(process.argv.slice(2), { optional: program.optionalConfig === true });
  const options = parseOrExit(() => program.parse(file, process.env));
  const starting = program.start(options);
  stopOnSignals(program.name, async () => (await starting).stop());
  try {
    const service = await starting;
    process.stdout.write(`${program.title}: ${service.url} (${program.facts(options)}, pid ${process.pid})\n`);
  } catch (error) {
    // A checked option the parser let through, a port in use, a database that does not answer: one line, status 1.
    fail(`${program.title.toLowerCase()}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Where a service keeps its rows, as its listening line says it. */
export const storageFacts = (options: { databaseUrl?: string; dataDir?: string }): string =>
  options.databaseUrl ? 'PostgreSQL' : options.dataDir ? `PGlite in ${options.dataDir}` : 'PGlite in memory';
