import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../../../src/element/attributes';

describe('relay-url attribute', () => {
  it('defaults to none (the public relay)', () => {
    expect(parseAttributes({}).options.relayUrl).toBeUndefined();
  });
  it('accepts ws: and wss: URLs', () => {
    expect(parseAttributes({ 'relay-url': 'ws://127.0.0.1:5555' }).options.relayUrl).toBe('ws://127.0.0.1:5555');
    expect(parseAttributes({ 'relay-url': ' wss://relay.example.org ' }).options.relayUrl).toBe('wss://relay.example.org');
  });
  it('reports anything else and keeps the default', () => {
    for (const bad of ['https://relay.example', 'javascript:alert(1)', 'not a url', 'wss://u:p@relay.example']) {
      const { options, errors } = parseAttributes({ 'relay-url': bad });
      expect(options.relayUrl).toBeUndefined();
      expect(errors).toEqual([expect.objectContaining({ attribute: 'relay-url', message: expect.stringMatching(/^relay-url: /) })]);
    }
  });
});
