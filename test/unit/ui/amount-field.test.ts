// @vitest-environment node
// Every amount a person types goes through the one field (issue 20 point 7): same limit, placeholder and direction.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const UI = fileURLToPath(new URL('../../../src/ui', import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : []));

describe('amount fields', () => {
  it('only AmountField writes a decimal input; Send, Swap and Buy use it', () => {
    const decimalInputs = files(UI)
      .filter((f) => /inputMode="decimal"/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(UI, f));
    expect(decimalInputs).toEqual(['components/AmountField.tsx']);
    for (const view of ['views/send/WalletSend.tsx', 'views/swap/SwapView.tsx', 'views/onramp/OnRampFiatSelect.tsx']) {
      expect(readFileSync(join(UI, view), 'utf8'), view).toMatch(/<AmountField\b/);
    }
  });
});
