// Asks the OS for a free loopback port.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** @returns {Promise<number>} */
export function freePort(): Promise<number>;
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
