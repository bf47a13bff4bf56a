/**
 * What the built services' entry points share: `--config <file>` read as JSON, one line and status 1 for a bad
 * configuration, and a shutdown on SIGTERM or SIGINT that stops the service (draining its requests) and exits 0.
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from './config-reader';

/** Exits with status 1 after one line on stderr: what an operator reads when the service does not start. */
export function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** The JSON of `--config <file>` (or `--config=<file>`); `{}` when `optional` and no flag is given. */
export function readConfigFile(argv: readonly string[], { optional = false } = {}): unknown {
  const at = argv.findIndex((a) => a === '--config' || a.startsWith('--config='));
  const unknown = argv.find((a, i) => i !== at && i !== at + 1 && a.startsWith('-'));
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
export function parseOrExit<T>(parse: () => T): T {
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
 */
export function stopOnSignals(name: string, stop: () => Promise<void>): void {
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
