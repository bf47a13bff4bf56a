// @vitest-environment node
/**
 * Issue 20 points 6 and 7, kept true: views read atoms and call actions from their handlers; a load starts from an
 * event (the client follows the store: client/view-loads), never from a render. Every effect in src/ui
 * (useEffect, useLayoutEffect, useInsertionEffect, useEffectEvent) is read with the TypeScript parser, and one that
 * reaches the client fails, named by file and line: its body names `client`, calls an action imported from
 * client/actions or client/view-loads, or calls a function of its own file that does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const EFFECTS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect', 'useEffectEvent']);

/**
 * The effects that reach the client and are not loads: per file, one reason for each. Keep it short: a load belongs in
 * client/view-loads (what a shown view displays) or in a handler (what the person asked for).
 */
const ALLOWED: Record<string, readonly string[]> = {
  'src/ui/App.tsx': [
    'focus: remembers what had focus when the modal opened and gives it back on close (a store subscription)',
    "code, not data: the modal's shell and its opening view fetched when the page is idle (DESIGN §3's prefetch)",
  ],
  'src/ui/components/CatalogueWalletIcon.tsx': ["an image's own load, as an <img> starts it: the tile shows its letter until it is here (SPEC §9)"],
  'src/ui/components/use-image-prefetch.ts': ["images' own loads, as <img>s start them, for the first 20 rows of a list about to show (SPEC §9's prefetch)"],
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from the client's actions and view loads: calling one from an effect is a load. */
function actionImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/\/client\/(actions|view-loads)\//.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

function identifiersIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n)) found.push(n.text);
    n.forEachChild(visit);
  };
  visit(node);
  return found;
}

/** The effects of one file that reach the client, as `path:line`. */
function clientEffects(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const actions = actionImports(source);
  const reaches = (names: readonly string[]) => names.some((name) => name === 'client' || actions.has(name));
  // The file's own functions that reach the client (`const prepare = () => … client …`, also wrapped in useCallback):
  // one level. A value computed in the render (`const mobile = isMobile(window)`) is not a call from the effect.
  const isFunction = (e: ts.Expression) => ts.isArrowFunction(e) || ts.isFunctionExpression(e);
  const functionOf = (e: ts.Expression | undefined) =>
    e && (isFunction(e) ? e : ts.isCallExpression(e) && e.arguments[0] && isFunction(e.arguments[0]) ? e.arguments[0] : undefined);
  const local = new Set<string>();
  const collect = (n: ts.Node) => {
    const fn = ts.isVariableDeclaration(n) ? functionOf(n.initializer) : undefined;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && fn && reaches(identifiersIn(fn))) local.add(n.name.text);
    if (ts.isFunctionDeclaration(n) && n.name && n.body && reaches(identifiersIn(n.body))) local.add(n.name.text);
    n.forEachChild(collect);
  };
  collect(source);
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && EFFECTS.has(n.expression.text) && n.arguments[0]) {
      const names = identifiersIn(n.arguments[0]);
      if (reaches(names) || names.some((name) => local.has(name))) {
        found.push(`${path}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`);
      }
    }
    n.forEachChild(visit);
  };
  visit(source);
  return found;
}

const found = filesUnder(join(ROOT, 'src/ui')).flatMap((file) => clientEffects(relative(ROOT, file), readFileSync(file, 'utf8')));

const fileOf = (at: string) => at.slice(0, at.lastIndexOf(':'));
/** How many of the effects found are in each file. */
const counts: Record<string, number> = {};
for (const at of found) counts[fileOf(at)] = (counts[fileOf(at)] ?? 0) + 1;

describe('views load nothing from their effects', () => {
  it('no effect in src/ui reaches the client, but the few listed that are not loads', () => {
    expect(found.filter((at) => counts[fileOf(at)]! > (ALLOWED[fileOf(at)]?.length ?? 0))).toEqual([]);
  });

  it('the list holds only effects that are still there', () => {
    expect(Object.entries(ALLOWED).filter(([file, reasons]) => counts[file] !== reasons.length)).toEqual([]);
  });

  it('finds what it looks for: an effect that loads, directly, through an action or a function of its file; not a handler', () => {
    const probe = [
      "import { loadSwapTokens } from '../../client/actions/swap-tokens';",
      'const load = () => client.loadNfts();',
      'const mobile = isMobile(client);',
      'useEffect(() => { if (mobile) load(); }, []);',
      'useEffect(() => { if (key) void client.loadNfts(); }, [client, key]);',
      'const ask = useEffectEvent((id) => loadSwapTokens(store, { chainId: id }));',
      'useEffect(() => afterPaint(() => setDrawAll(true)), []);',
      'const onClick = () => client.loadNfts();',
    ].join('\n');
    expect(clientEffects('probe.tsx', probe)).toEqual(['probe.tsx:4', 'probe.tsx:5', 'probe.tsx:6']);
  });
});
