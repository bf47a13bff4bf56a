/** A graceful stop for a Node HTTP server: what SIGTERM runs before the process exits (issue 19, point 13). */
import type { Server } from 'node:http';

/** How long a stop waits for requests in flight before it closes their connections. */
const DRAIN_MS = 10_000;

/** Stops accepting at once; resolves when the requests in flight have finished or `DRAIN_MS` has passed. */
export function drain(server: Server): { closed: Promise<void>; finish(): Promise<void> } {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection goes idle once its request is answered: close it then, rather than at the deadline.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  return {
    closed,
    async finish() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_MS)))]);
      clearTimeout(timer);
      clearInterval(sweep);
      server.closeAllConnections();
      await closed;
    },
  };
}
