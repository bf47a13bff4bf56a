/** The frame app's entry (frame/index.html): the embedded wallet, served from its own origin. */
import { bootFrame } from './boot';

bootFrame({ window, fetch: window.fetch.bind(window) }).catch((error: unknown) => console.error('wallet-modal frame: failed to start', error));
