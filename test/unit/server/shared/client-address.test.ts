// @vitest-environment node
/** The client address rate limits count (server/shared/client-address.ts): the peer, or X-Forwarded-For behind trusted proxies. */
import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, parseTrustProxy } from '../../../../server/shared/client-address';

describe('the client address', () => {
  const proxies = parseTrustProxy(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);

  it('is the peer when no proxy is trusted or the peer is not one, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.5', '1.2.3.4', null)).toBe('203.0.113.5');
    expect(clientAddress('203.0.113.5', '1.2.3.4', proxies)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', '1.2.3.4', proxies)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.1', undefined, proxies)).toBe('10.0.0.1');
  });

  it('is the right-most hop that is not a trusted proxy, across repeated headers', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1, 203.0.113.5', proxies)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.1', '198.51.100.1, 203.0.113.5, 10.2.3.4', proxies)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:127.0.0.1', ['198.51.100.1', '203.0.113.5, 127.0.0.1'], proxies)).toBe('203.0.113.5');
    expect(clientAddress('fd00::1', '2001:db8::1', proxies)).toBe('2001:db8::1');
    // Only proxies all the way: the left-most one is all that is known.
    expect(clientAddress('10.0.0.1', '10.9.9.9, 10.2.3.4', proxies)).toBe('10.9.9.9');
    // A hop that is no address stops the walk at the last address seen.
    expect(clientAddress('10.0.0.1', 'garbage, 10.2.3.4', proxies)).toBe('10.2.3.4');
    expect(clientAddress('10.0.0.1', 'unknown', proxies)).toBe('10.0.0.1');
  });

  it('keys IPv4 as is and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('refuses a trustProxy entry that is neither an address nor a CIDR', () => {
    for (const bad of ['10.0.0.0/33', 'fd00::/129', 'proxy.example', '10.0.0.0/8/1', '10.0.0.0/x', '']) {
      expect(() => parseTrustProxy([bad]), bad).toThrow(`trustProxy: '${bad}' is not an IP address or CIDR`);
    }
  });
});
