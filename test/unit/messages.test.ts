// @vitest-environment node
/**
 * One message table (issue 20 point 2): every word of src/messages/index.ts has its key in the English catalogue with
 * the same text, `msg.<name>` (or `swap.msg.<x>` for a name `swapX`), and every key of those namespaces a message.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../src/messages';

const en = JSON.parse(readFileSync(fileURLToPath(new URL('../../src/i18n/locales/en.json', import.meta.url)), 'utf8')) as Record<string, unknown>;

/** A message's catalogue key. */
const keyOf = (name: string) => (/^swap[A-Z]/.test(name) ? `swap.msg.${name[4]!.toLowerCase()}${name.slice(5)}` : `msg.${name}`);

describe('the message table', () => {
  it('every message has its key in en.json, with the same English', () => {
    const wrong = Object.entries(MESSAGES)
      .filter(([name, text]) => en[keyOf(name)] !== text)
      .map(([name]) => keyOf(name));
    expect(wrong).toEqual([]);
  });

  it('every msg.* and swap.msg.* key of en.json has a message', () => {
    const keys = new Set(Object.keys(MESSAGES).map(keyOf));
    expect(Object.keys(en).filter((key) => (key.startsWith('msg.') || key.startsWith('swap.msg.')) && !keys.has(key))).toEqual([]);
  });

  it('holds words only: each export is a string', () => {
    expect(Object.entries(MESSAGES).filter(([, text]) => typeof text !== 'string')).toEqual([]);
  });
});
