/**
 * SPEC §7 analytics: `POST /e` with `{ eventId, url, domain, timestamp, props }` to the configured catalogue
 * service, which keeps the events (server/catalogue/analytics.ts). Sent only when the site turns the
 * `analytics` feature on and the service's `/getAnalyticsConfig` says it is enabled.
 */
import { HttpStatusError } from '../errors/request';

export const ANALYTICS_EVENTS = ['INITIALIZE'] as const;
type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export type AnalyticsProperties = Record<string, string | number | boolean>;
type AnalyticsProps = {
  type: 'track';
  event: AnalyticsEventName;
  /** The connected address of the active namespace, when there is one. */
  address?: string;
  properties?: AnalyticsProperties;
};
export type AnalyticsEvent = { eventId: string; url: string; domain: string; timestamp: number; props: AnalyticsProps };

const ANALYTICS_TIMEOUT_MS = 10_000;

/** Posts one event; rejects with HttpStatusError (a 403: this origin is not allowed) or a network error. */
export async function sendAnalyticsEvent(baseUrl: string, event: AnalyticsEvent, options: { fetch?: typeof fetch } = {}): Promise<void> {
  const response = await (options.fetch ?? fetch)(`${baseUrl.replace(/\/+$/, '')}/e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    // The page may be leaving; the event still goes.
    keepalive: true,
    signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
  });
  if (!response.ok) throw new HttpStatusError(response.status);
}

/** A random v4 UUID, also outside secure contexts (where crypto.randomUUID is missing). */
export function randomEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
