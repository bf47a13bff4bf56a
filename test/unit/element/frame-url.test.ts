import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../../../src/element/attributes';

/** `frame-url`: the embedded wallet's frame, which turns email and social login on (docs/embedded-wallet.md, "Modal"). */
describe('frame-url', () => {
  it('takes an http(s) URL as written, and without it there is none', () => {
    expect(parseAttributes({ 'frame-url': ' https://wallet.shop.example/frame/ ' }).options.frameUrl).toBe('https://wallet.shop.example/frame/');
    expect(parseAttributes({ 'frame-url': 'http://127.0.0.1:5174/' }).options.frameUrl).toBe('http://127.0.0.1:5174/');
    expect(parseAttributes({}).options.frameUrl).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', 'frame-url: must be an http: or https: URL'],
    ['wallet.shop.example', 'frame-url: is not a URL'],
    ['https://user:secret@wallet.shop.example/', 'frame-url: must not carry credentials'],
  ])('refuses %j and keeps none', (value, message) => {
    const { options, errors } = parseAttributes({ 'frame-url': value });
    expect(options.frameUrl).toBeUndefined();
    expect(errors).toEqual([{ attribute: 'frame-url', message }]);
  });
});
