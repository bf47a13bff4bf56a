/** The frame's iframe (issue 21 point 3): SPEC §7's query, hidden until shown at SPEC §2's z-index, removed on destroy. */
import { describe, expect, it } from 'vitest';
import { mountEmbeddedFrame } from '../../../src/connectors/embedded/embedded-frame';
import { createFrameElement, frameSource } from '../../../src/connectors/embedded/frame-element';

describe('the frame element', () => {
  it('loads the frame with projectId, chainId (eip155:1 by default), version and enableLogger', () => {
    const src = frameSource({ frameUrl: 'https://frame.example/wallet/', projectId: 'demo', version: '0.1.0' });
    expect(src.origin).toBe('https://frame.example');
    expect(Object.fromEntries(src.searchParams)).toEqual({ projectId: 'demo', chainId: 'eip155:1', version: '0.1.0', enableLogger: 'false' });
    expect(frameSource({ frameUrl: 'http://127.0.0.1:5180/', projectId: 'p', version: '1', chainId: 'eip155:8453', enableLogger: true }).search).toBe(
      '?projectId=p&chainId=eip155%3A8453&version=1&enableLogger=true',
    );
  });

  it('refuses a frame URL that is not https (http only on loopback), or carries credentials', () => {
    for (const frameUrl of ['http://frame.example/', 'javascript:alert(1)', 'frame.example', 'https://user:pw@frame.example/']) {
      expect(() => frameSource({ frameUrl, projectId: 'p', version: '1' }), frameUrl).toThrow(TypeError);
    }
  });

  it('is hidden, sandboxed and out of the tab order until shown, then covers the page at z-index 999999', () => {
    const element = createFrameElement(document, new URL('https://frame.example/'));
    const { iframe } = element;
    expect(iframe.getAttribute('style')).toBe('display:none');
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(iframe.getAttribute('aria-hidden')).toBe('true');
    expect(iframe.tabIndex).toBe(-1);
    element.show();
    expect(iframe.getAttribute('style')).toContain('z-index:999999');
    expect(iframe.getAttribute('style')).toContain('position:fixed');
    expect(iframe.hasAttribute('aria-hidden')).toBe(false);
    element.hide();
    expect(iframe.getAttribute('style')).toBe('display:none');
  });

  it('mounts in the page and, destroyed, leaves nothing and rejects with "W3mFrame: iframe is not set"', async () => {
    // happy-dom loads no iframe page (it logs a NotSupportedError saying so): the element and channel are what is tested.
    const frame = mountEmbeddedFrame({ document, frameUrl: 'https://frame.example/', projectId: 'demo', version: '0.1.0' });
    expect(document.body.contains(frame.iframe)).toBe(true);
    frame.destroy();
    expect(document.body.contains(frame.iframe)).toBe(false);
    await expect(frame.ready).rejects.toMatchObject({ shortMessage: 'W3mFrame: iframe is not set' });
    await expect(frame.request('GET_USER', {})).rejects.toMatchObject({ code: 'FRAME_NOT_SET' });
  });
});
