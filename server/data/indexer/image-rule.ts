/**
 * Where a token icon or NFT image may point (issue 19): every viewer's browser loads it, so an image on a loopback
 * or private host would make each viewer's browser call into their own machine or network. An image URL is kept
 * when it is a data: URL (its form is checked by sanitiseIconUrl), an https: URL on a public host, or on an origin the
 * deployment lists (`imageOrigins`: the dev stack's own page server). IP literals are judged by their range; names
 * that mean this machine or a local network (localhost, single labels, .local, .internal, .home.arpa) are refused.
 */
import { isIP } from 'node:net';
import { isRefusedHost } from '../../shared/outbound/address-rule';

/** Names that mean a local network whatever DNS says, beside localhost (the outbound rule's). */
const LOCAL_NAME = /(^|\.)(local|internal|home\.arpa|lan)$/;

/** True for a host (as `URL.hostname` has it) that is loopback, private, link-local or otherwise not on the internet. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  // One rule for what is not on the internet, the one outbound fetches are held to; names are judged without DNS.
  if (isRefusedHost(host)) return true;
  return isIP(host) === 0 && (!host.includes('.') || LOCAL_NAME.test(host));
}

/** Whether a sanitised image URL may be handed to viewers. */
export function imageUrlAllowed(value: string, imageOrigins: readonly string[]): boolean {
  if (value.startsWith('data:')) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (imageOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && !url.username && !url.password && !isPrivateHost(url.hostname);
}
