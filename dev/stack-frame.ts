// The embedded wallet's frame in the local stack, on an origin of its own (another port on 127.0.0.1): Vite's dev
// server over frame/ (vite.frame.config.ts), plus what a frame host serves beside the built files: config.json with
// the parent origins it allows (the demo page's), and a CSP `frame-ancestors` header naming them, so that the browser
// itself refuses to show the frame in any other page (docs/embedded-wallet.md, "Frame").
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

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
  quiet?: boolean;
};

/** config.json and the frame-ancestors header, as a site's frame host serves them. */
function frameHostPlugin({ allowedOrigins, authUrl, frameAncestors = true }: StackFrameOptions): Plugin {
  return {
    name: 'wallet-modal-frame-host',
    configureServer(server) {
      server.middlewares.use((req, res: ServerResponse, next) => {
        const origins = allowedOrigins();
        if (frameAncestors) res.setHeader('content-security-policy', `frame-ancestors ${origins.join(' ') || "'none'"}`);
        if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/config.json') return next();
        const auth = authUrl?.();
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ allowedOrigins: origins, ...(auth ? { authUrl: auth } : {}) }));
      });
    },
  };
}

export async function startStackFrame(options: StackFrameOptions): Promise<StackFrame> {
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
