/**
 * The embedded wallet's frame, mounted: its hidden iframe in the page and the channel to it. Lazy: only the email
 * and social flows import it, so the element's first script carries none of it.
 */
import { FrameNotSetError } from '../../errors/frame';
import { originOf } from '../../frame-protocol/origin';
import { createFrameChannel, type FrameChannel } from './channel';
import { createFrameElement, frameSource, type FrameSourceOptions } from './frame-element';

export type EmbeddedFrameOptions = FrameSourceOptions & { document: Document; loadTimeoutMs?: number; requestTimeoutMs?: number };

export type EmbeddedFrame = Omit<FrameChannel, 'close'> & {
  readonly iframe: HTMLIFrameElement;
  show(): void;
  hide(): void;
  /** Removes the iframe; open requests reject with 'W3mFrame: iframe is not set'. */
  destroy(): void;
};

export function mountEmbeddedFrame(options: EmbeddedFrameOptions): EmbeddedFrame {
  const src = frameSource(options);
  const frameOrigin = originOf(src.href)!;
  const element = createFrameElement(options.document, src);
  const view = options.document.defaultView;
  if (!view) throw new FrameNotSetError({ details: 'the document has no window' });
  let mounted = true;
  const channel = createFrameChannel({
    window: view,
    frameOrigin,
    frameWindow: () => (mounted ? element.iframe.contentWindow : null),
    ...(options.loadTimeoutMs === undefined ? {} : { loadTimeoutMs: options.loadTimeoutMs }),
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
  });
  options.document.body.append(element.iframe);
  return {
    iframe: element.iframe,
    ready: channel.ready,
    request: channel.request,
    onSession: channel.onSession,
    show: element.show,
    hide: element.hide,
    destroy() {
      mounted = false;
      element.iframe.remove();
      channel.close(new FrameNotSetError({ details: 'the frame was removed' }));
    },
  };
}
