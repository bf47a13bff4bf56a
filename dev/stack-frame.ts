// The embedded wallet's frame in the local stack, on an origin of its own (another port on 127.0.0.1): Vite's dev
// server over frame/ (vite.frame.config.ts), or its preview server over the built dist/frame/ (the bench, which
// times the production frame), plus what a frame host serves beside the built files: config.json with
// the parent origins it allows (the demo page's), and a CSP `frame-ancestors` header naming them, so that the browser
// itself refuses to show the frame in any other page (docs/embedded-wallet.md, "Frame").
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer, preview, type Connect, type Plugin } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type StackFrame = {
  /** The frame's page, e.g. http://127.0.0.1:PORT/ */
  url: string;
  stop(): Promise<void>;
};

export type StackFrameOptions = {
  /** The parent origins config.json allows; read at each request (the page's port is known only once it listens). */
  allowedOrigins: () => string[];
  /** The auth service, once the stack runs one. */
  authUrl?: () => string | undefined;
  /**
   * Send the frame-ancestors header (default true). Only a test of the frame's own parent check turns it off: with
   * it, the browser refuses to show the frame under another parent before the frame's code can.
   */
  frameAncestors?: boolean;
  /** Serve dist/frame/ as `npm run build:frame` left it (default false: the dev server over frame/). */
  built?: boolean;
  quiet?: boolean;
};

/** config.json and the frame-ancestors header, as a site's frame host serves them. */
function frameHostPlugin({ allowedOrigins, authUrl, frameAncestors = true }: StackFrameOptions): Plugin {
  const host: Connect.NextHandleFunction = (req, res: ServerResponse, next) => {
    const origins = allowedOrigins();
    if (frameAncestors) res.setHeader('content-security-policy', `frame-ancestors ${origins.join(' ') || "'none'"}`);
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/config.json') return next();
    const auth = authUrl?.();
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ allowedOrigins: origins, ...(auth ? { authUrl: auth } : {}) }));
  };
  return {
    name: 'wallet-modal-frame-host',
    configureServer: (server) => void server.middlewares.use(host),
    configurePreviewServer: (server) => void server.middlewares.use(host),
  };
}

/** dist/frame/ behind Vite's preview server, with the frame host's config.json and header. */
async function startBuiltFrame(options: StackFrameOptions): Promise<StackFrame> {
  const server = await preview({
    configFile: `${ROOT}vite.frame.config.ts`,
    root: `${ROOT}frame`,
    logLevel: options.quiet === false ? 'info' : 'error',
    preview: { host: '127.0.0.1', port: 0, open: false },
    plugins: [frameHostPlugin(options)],
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the frame server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, stop: () => server.close() };
}

export async function startStackFrame(options: StackFrameOptions): Promise<StackFrame> {
  if (options.built) return startBuiltFrame(options);
  // Vite's dev server listens for SIGTERM and stdin's end and exits the process; the stack's owner decides instead.
  const sigterm = new Set(process.listeners('SIGTERM'));
  const stdinEnd = new Set(process.stdin.listeners('end'));
  const server = await createServer({
    configFile: `${ROOT}vite.frame.config.ts`,
    root: `${ROOT}frame`,
    logLevel: options.quiet === false ? 'info' : 'error',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, hmr: false },
    // Its dependencies pre-bundled up front: one found late makes Vite reload the frame mid-login.
    optimizeDeps: { entries: ['index.html'] },
    plugins: [frameHostPlugin(options)],
  });
  await server.listen();
  for (const listener of process.listeners('SIGTERM')) if (!sigterm.has(listener)) process.off('SIGTERM', listener);
  for (const listener of process.stdin.listeners('end')) if (!stdinEnd.has(listener)) process.stdin.off('end', listener as () => void);
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the frame server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, stop: () => server.close() };
}
