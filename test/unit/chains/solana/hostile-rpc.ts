/**
 * A JSON-RPC server on 127.0.0.1 that answers every request with the result text it is given, spliced into the
 * reply as is, so a test can send what JSON.stringify cannot (a u64 past 2^53) or what a node never should.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HostileRpc = {
  url: string;
  /** The raw JSON text of the `result` of the next replies. */
  answer(resultJson: string): void;
  lastRequest(): { method: string; params: unknown[] } | undefined;
  stop(): Promise<void>;
};

export async function startHostileRpc(): Promise<HostileRpc> {
  let result = 'null';
  let last: { id: unknown; method: string; params: unknown[] } | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      last = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const id = JSON.stringify(last!.id);
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"jsonrpc":"2.0","id":${id},"result":${result}}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    answer: (resultJson) => {
      result = resultJson;
    },
    lastRequest: () => last,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
