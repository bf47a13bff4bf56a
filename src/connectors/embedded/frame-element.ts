/**
 * The frame's element: a hidden iframe on the frame's own origin, loaded with SPEC §7's query parameters, shown above
 * everything (SPEC §2's z-index 999999) only while the frame needs the screen.
 */
import { FRAME_DEFAULT_CHAIN_ID, FRAME_Z_INDEX } from '../../constants';
import { isHttpUrl } from '../../validate/url';

export type FrameSourceOptions = { frameUrl: string; projectId: string; chainId?: string; version: string; enableLogger?: boolean };

/** Loopback hosts may serve the frame over http (the dev stack); anywhere else it must be https. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The frame's URL with SPEC §7's parameters; throws on a frame URL that is not https (or http on loopback). */
export function frameSource({ frameUrl, projectId, chainId = FRAME_DEFAULT_CHAIN_ID, version, enableLogger = false }: FrameSourceOptions): URL {
  if (!isHttpUrl(frameUrl)) throw new TypeError(`frame-url must be an http(s) URL, not ${JSON.stringify(String(frameUrl).slice(0, 100))}`);
  const url = new URL(frameUrl);
  if (url.protocol !== 'https:' && !LOOPBACK.has(url.hostname)) throw new TypeError(`frame-url must be https: ${url.origin}`);
  if (url.username || url.password) throw new TypeError('frame-url must not carry credentials');
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('chainId', chainId);
  url.searchParams.set('version', version);
  url.searchParams.set('enableLogger', String(enableLogger));
  return url;
}

const HIDDEN = 'display:none';
const SHOWN = `display:block;position:fixed;inset:0;width:100%;height:100%;border:0;background:transparent;z-index:${FRAME_Z_INDEX}`;

export type FrameElement = { iframe: HTMLIFrameElement; show(): void; hide(): void };

export function createFrameElement(doc: Document, src: URL): FrameElement {
  const iframe = doc.createElement('iframe');
  iframe.title = 'Embedded wallet';
  // Scripts and its own origin's storage (the device share); no top navigation, no popups, no forms to elsewhere.
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  iframe.setAttribute('style', HIDDEN);
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.src = src.href;
  return {
    iframe,
    show() {
      iframe.setAttribute('style', SHOWN);
      iframe.removeAttribute('aria-hidden');
      iframe.tabIndex = 0;
    },
    hide() {
      iframe.setAttribute('style', HIDDEN);
      iframe.setAttribute('aria-hidden', 'true');
      iframe.tabIndex = -1;
    },
  };
}
