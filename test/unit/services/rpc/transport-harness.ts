/**
 * What the transport tests share: fault servers and transports made for one test and closed after it, a way to
 * collect a rejection, and a batch reply edited before it reaches the transport.
 */
import { afterEach } from 'vitest';
import { createRpcTransport, type RpcTransport, type RpcTransportOptions } from '../../../../src/services/rpc/transport';
import type { WalletModalError } from '../../../../src/errors';
import { answer, startFaultServer, type FaultServer, type RpcCall } from './fault-server';

export type TransportHarness = {
  /** A fault server, closed after the test. */
  serve(...args: Parameters<typeof startFaultServer>): Promise<FaultServer>;
  /** A transport over `urls` that retries at once (1 ms), disposed after the test. */
  transport(urls: string[], options?: RpcTransportOptions): RpcTransport;
  /** The servers still to close: a test that closes one itself takes it out. */
  servers: FaultServer[];
};

/** Call it at the top of a file: its afterEach closes what each test opened. */
export function useTransportHarness(): TransportHarness {
  const servers: FaultServer[] = [];
  const transports: RpcTransport[] = [];
  afterEach(async () => {
    for (const transport of transports.splice(0)) transport.dispose();
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return {
    async serve(...args) {
      const server = await startFaultServer(...args);
      servers.push(server);
      return server;
    },
    transport(urls, options = {}) {
      const t = createRpcTransport(urls, { retryDelayMs: 1, ...options });
      transports.push(t);
      return t;
    },
    servers,
  };
}

export const failure = async (promise: Promise<unknown>): Promise<WalletModalError> => {
  try {
    await promise;
  } catch (error) {
    return error as WalletModalError;
  }
  throw new Error('expected a rejection');
};

/** A batch answered by `edit` instead of the node; single calls answered as usual. */
export const brokenBatch = (edit: (replies: ReturnType<typeof answer>[]) => unknown) => (body: RpcCall | RpcCall[]) => ({
  body: Array.isArray(body) ? edit(body.map(answer)) : answer(body),
});
