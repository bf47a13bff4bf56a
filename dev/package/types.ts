/**
 * `npm run build:types`: the package's declarations in dist/types/ (tsconfig.types.json, from its entries). tsc
 * writes relative imports as the source has them, extensionless, which a Node ES-module resolver (`moduleResolution:
 * node16`, a site's server code) cannot follow; each gets the `.js` or `/index.js` of the file it names, so that every
 * resolver finds the types (attw's esm-only profile checks this). The one JSON file the types read (en.json's keys are
 * the message keys) is copied beside them.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The JSON files the declarations import, relative to src/ (and to the output folder). */
const JSON_FILES = ['i18n/locales/en.json'];

/** `./x` or `../x`, as it appears after `from`, `import(` or a bare `import`. */
const RELATIVE = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** The specifier with the extension a Node resolver needs, or as it was when it already names a file. */
function withExtension(file: string, specifier: string): string {
  if (/\.(js|json)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`types: ${file} imports ${specifier}, which is not among the declarations`);
}

/** Builds the declarations into `outDir` and makes their relative imports explicit. */
export function buildTypes(outDir = join(ROOT, 'dist/types')): void {
  execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(ROOT, 'tsconfig.types.json'), '--declarationDir', outDir], { stdio: 'inherit' });
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(RELATIVE, (_, lead: string, quote: string, specifier: string) => `${lead}${quote}${withExtension(file, specifier)}${quote}`);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  for (const json of JSON_FILES) {
    mkdirSync(dirname(join(outDir, json)), { recursive: true });
    copyFileSync(join(ROOT, 'src', json), join(outDir, json));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildTypes(process.argv[2] ? resolve(process.argv[2]) : undefined);
