// Prints the HTML a site pastes to load a build with Subresource Integrity, from dist/sri.json:
//   npx tsx dev/embed-snippet.ts https://cdn.example/wallet-modal/ [dist]
// The import map pins every lazy chunk (Chromium enforces an import map's `integrity` on static and dynamic
// imports alike); the entry's own `integrity` attribute pins the script tag. An inline import map is an inline
// script, so a page with a strict `script-src` allows it by the sha256 hash printed here.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type EmbedSnippet = { importMap: string; importMapHash: string; entryTag: string; html: string };

/**
 * @param {{ entry: string, files: Record<string, string> }} sri dist/sri.json
 * @param {string} baseUrl where dist/ is served, ending in `/` (absolute, or root-relative such as `/wallet-modal/`)
 */
export function embedSnippet(sri: { entry: string; files: Record<string, string> }, baseUrl: string): EmbedSnippet {
  if (typeof baseUrl !== 'string' || !baseUrl.endsWith('/')) throw new Error(`embedSnippet: the base URL must end with "/" (got ${JSON.stringify(baseUrl)})`);
  if (!sri || typeof sri.entry !== 'string' || typeof sri.files?.[sri.entry] !== 'string') throw new Error('embedSnippet: not an sri.json (no entry digest)');
  const scripts = Object.entries(sri.files).filter(([name]) => name.endsWith('.js') && name !== sri.entry);
  const importMap = JSON.stringify({ integrity: Object.fromEntries(scripts.map(([name, digest]) => [baseUrl + name, digest])) });
  const importMapHash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`;
  const entryTag = `<script type="module" src="${baseUrl}${sri.entry}" integrity="${sri.files[sri.entry]}" crossorigin="anonymous"></script>`;
  return {
    importMap,
    /** The CSP source that allows this exact import map: add it to `script-src`. */
    importMapHash,
    entryTag,
    html: `<script type="importmap">${importMap}</script>\n${entryTag}`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl, dist = 'dist'] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: npx tsx dev/embed-snippet.ts <base URL of dist/, ending in /> [dist directory]');
    process.exit(2);
  }
  const snippet = embedSnippet(JSON.parse(readFileSync(join(dist, 'sri.json'), 'utf8')), baseUrl);
  const scriptOrigin = /^https?:\/\//.test(baseUrl) ? new URL(baseUrl).origin : "'self'";
  console.log(`${snippet.html}\n\n<!-- Content-Security-Policy: script-src ${scriptOrigin} ${snippet.importMapHash} -->`);
}
