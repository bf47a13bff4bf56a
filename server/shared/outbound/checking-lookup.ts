/**
 * A `lookup` for http(s).request that resolves a host name once, checks every address of the answer, and hands the
 * connection exactly those checked addresses: the DNS answer cannot change between the check and the connection
 * (no second resolution, so no rebinding), and one private address in the answer refuses the whole host.
 */
import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { isLocalHostName } from './address-rule';

/** A resolver: every address of a host name. Injected by tests (no DNS server here); dns.lookup by default. */
export type Resolve = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** Thrown (through the request) when a host or an address is refused: a final answer, never retried. */
export class OutboundRefused extends Error {
  readonly code = 'ERR_OUTBOUND_REFUSED';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

export function checkingLookup(resolve: Resolve, allowed: (address: string) => boolean) {
  return function lookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
    // localhost means loopback whatever DNS says.
    if (isLocalHostName(hostname) && !allowed('127.0.0.1')) {
      callback(new OutboundRefused(`${hostname} is this machine`), '');
      return;
    }
    resolve(hostname).then(
      (answer) => {
        const refused = answer.find((a) => !allowed(a.address));
        if (refused) return callback(new OutboundRefused(`${hostname} resolves to ${refused.address}, which is not a public address`), '');
        const wanted = options.family === 4 || options.family === 6 ? answer.filter((a) => a.family === options.family) : answer;
        const first = wanted[0];
        if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        if (options.all)
          return callback(
            null,
            wanted.map((a) => ({ address: a.address, family: a.family })),
          );
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
