// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue 20 point 5: connectors decide their own behaviour. client/ and ui/ ask a connector for a capability
 * (`pairing`, `sharedSession`, `installed`, `signIn`, …) and never branch on which connector it is.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** SPEC §3's connector types: client/ and ui/ have no reason to name one. */
const CONNECTOR_TYPE = /'(MULTI_CHAIN|AUTH|ANNOUNCED|INJECTED|EXTERNAL|WALLET_CONNECT|ID_AUTH)'/;
/**
 * An id compared with a fixed one (a literal, or a constant such as WALLETCONNECT_CONNECTOR_ID), either way round.
 * (A `type` compared with a connector type is CONNECTOR_TYPE's; other types, of events or accounts, are no connector's.)
 */
const ID_EQUALS_FIXED = /(\.id|connectorId)\s*[!=]==?\s*('[^']*'|[A-Z][A-Z0-9_]*\b)|('[^']*'|\b[A-Z][A-Z0-9_]*)\s*[!=]==?\s*[\w?.]*(\.id|connectorId)\b/;
/** An id read by its shape (`id.startsWith('io.metamask')`). */
const ID_SHAPE = /(\.id|connectorId)\??\.(startsWith|endsWith|includes|match|test)\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Lines of client/ and ui/ that branch on a connector's id or type, as `file:line: code`. */
function branches(): string[] {
  return ['src/client', 'src/ui'].flatMap((dir) =>
    sources(join(ROOT, dir)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const code = line.replace(/\/\/.*$/, '').trim();
          if (code.startsWith('*') || code.startsWith('/*')) return [];
          const found = CONNECTOR_TYPE.test(code) || ID_EQUALS_FIXED.test(code) || ID_SHAPE.test(code);
          return found ? [`${relative(ROOT, file)}:${index + 1}: ${code}`] : [];
        }),
    ),
  );
}

describe('client/ and ui/ never branch on a connector', () => {
  it('no comparison of a connector id or type with a fixed value, and no type named', () => {
    expect(branches()).toEqual([]);
  });

  it('the patterns catch the branches this test exists for', () => {
    const caught = (code: string) => CONNECTOR_TYPE.test(code) || ID_EQUALS_FIXED.test(code) || ID_SHAPE.test(code);
    expect(caught("if (connector.type !== 'WALLET_CONNECT') return;")).toBe(true);
    expect(caught("connector.id === 'walletConnect'")).toBe(true);
    expect(caught('c.id === WALLETCONNECT_CONNECTOR_ID')).toBe(true);
    expect(caught('attempt?.connectorId !== WALLETCONNECT_CONNECTOR_ID')).toBe(true);
    expect(caught("connector.id.startsWith('io.metamask')")).toBe(true);
    expect(caught("['INJECTED', 'ANNOUNCED'].includes(connector.type)")).toBe(true);
    expect(caught('c.id === route.connectorId')).toBe(false);
    expect(caught('if (!connector.pairing) return;')).toBe(false);
  });
});
