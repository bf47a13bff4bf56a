// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// Asks the OS for a free loopback port.
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function freePort(): Promise<number>;
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
