/**
 * Imports one module in a child `node` (no happy-dom, no DOM at all) and reports what it exported and every read of a
 * browser global during the import. Each global is a getter that records where it was read and answers `undefined`,
 * as Node does; a read is allowed only as `typeof <global>` (a feature check), which the caller verifies from the
 * recorded file, line and column.
 */
import { execFileSync } from 'node:child_process';

const BROWSER_GLOBALS = ['window', 'document', 'customElements', 'HTMLElement', 'navigator', 'self', 'location', 'localStorage', 'sessionStorage'];

/** A read of a browser global: which, and where (the file's URL or path, 1-based line and column). */
export type GlobalRead = { name: string; file: string; line: number; column: number };
export type NodeImport = { exports: Record<string, string>; reads: GlobalRead[] };

const SCRIPT = `
const reads = [];
for (const name of ${JSON.stringify(BROWSER_GLOBALS)}) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const frame = new Error().stack.split('\\n')[2] ?? '';
      const at = /\\(?((?:file|node):[^()]*?|\\/[^()]*?):(\\d+):(\\d+)\\)?$/.exec(frame.trim());
      reads.push(at ? { name, file: at[1], line: Number(at[2]), column: Number(at[3]) } : { name, file: frame, line: 0, column: 0 });
      return undefined;
    },
  });
}
const module = await import(process.argv[1]);
const exports = Object.fromEntries(Object.entries(module).map(([key, value]) => [key, typeof value]));
console.log(JSON.stringify({ exports, reads }));
`;

/** Imports `specifier` (a package name or a file URL) from `cwd` in a fresh `node`; throws with its stderr if the import throws. */
export function importInNode(specifier: string, cwd: string): NodeImport {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT, specifier], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return JSON.parse(out.trim().split('\n').pop()!) as NodeImport;
}
