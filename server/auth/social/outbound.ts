/**
 * The auth service's requests to OpenID providers, through the guarded fetch (server/shared/outbound): the host
 * resolved once and checked (public addresses only; loopback too where `allowLoopback` is set for the dev stack), no
 * redirect followed, 64 KB at most, 10 s at most. Only a 200 with a JSON object is an answer; anything else is a
 * ProviderError naming what failed, never the provider's own text.
 */
import { isLoopbackAddress, isPublicAddress } from '../../shared/outbound/address-rule';
import { fetchPublic, type Resolve } from '../../shared/outbound/fetch-public';
import { isRecord } from '../../../src/validate/record';

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 64 * 1024;

/** A provider that could not be used: unreachable, refused, or answering something else than it must. */
export class ProviderError extends Error {}

export type ProviderFetch = {
  getJson(url: URL): Promise<Record<string, unknown>>;
  /** A form POST (the token endpoint) with the given headers (client authentication). */
  postForm(url: URL, form: URLSearchParams, headers: Readonly<Record<string, string>>): Promise<Record<string, unknown>>;
};

export function createProviderFetch({ allowLoopback, resolve }: { allowLoopback: boolean; resolve?: Resolve }): ProviderFetch {
  const allowed = allowLoopback ? (address: string) => isPublicAddress(address) || isLoopbackAddress(address) : isPublicAddress;
  const json = async (url: URL, extra: Pick<Parameters<typeof fetchPublic>[1], 'body' | 'headers'>) => {
    let answer: Awaited<ReturnType<typeof fetchPublic>>;
    try {
      answer = await fetchPublic(url, {
        timeoutMs: TIMEOUT_MS,
        maxBytes: MAX_BYTES,
        accept: 'application/json',
        allowed,
        ...(resolve ? { resolve } : {}),
        ...extra,
      });
    } catch (error) {
      throw new ProviderError(`${url.host}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (answer.status !== 200 || answer.text === null) throw new ProviderError(`${url.host}${url.pathname} answered ${answer.status}`);
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      throw new ProviderError(`${url.host}${url.pathname} answered no JSON`);
    }
    if (!isRecord(body)) throw new ProviderError(`${url.host}${url.pathname} answered no JSON object`);
    return body;
  };
  return {
    getJson: (url) => json(url, {}),
    postForm: (url, form, headers) => json(url, { body: { type: 'application/x-www-form-urlencoded', text: form.toString() }, headers }),
  };
}
