// A built service's entry (dist/server/<service>.js) given a configuration it must refuse: the entry tests of every
// service hold it to the same rule, status 1 and one line on stderr naming the field.
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

export type EntryExit = { code: number | null; stderr: string; stdout: string };

/**
 * Runs the entry with `config` (an object as JSON; a string as it is, to hand it a file that is not JSON) and resolves
 * once it exits. `env` is laid over the parent's environment; an undefined value leaves the variable out.
 */
export async function runEntryToExit(service: 'data' | 'catalogue' | 'auth', config: unknown, env: Record<string, string | undefined>): Promise<EntryExit> {
  const dir = await mkdtemp(join(tmpdir(), `wm-${service}-entry-`));
  await writeFile(join(dir, 'config.json'), typeof config === 'string' ? config : JSON.stringify(config));
  const child = spawn(process.execPath, [`dist/server/${service}.js`, '--config', join(dir, 'config.json')], { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr, stdout };
}

/** The refusal every service gives a bad configuration: exit 1, nothing on stdout, and `line` as its one stderr line. */
export function expectRefusedInOneLine(result: EntryExit, line: string): void {
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toContain(line);
}
