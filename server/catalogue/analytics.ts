/**
 * The catalogue service's analytics (SPEC §7): `POST /e` events, checked field by field and kept in a bounded
 * in-memory log (the newest `max`; a restart forgets them). Which origins may send is the service's setting:
 * any other origin gets SPEC §8's 403 'Unauthorized: origin not allowed'.
 */
import { ANALYTICS_EVENTS, type AnalyticsEvent, type AnalyticsProperties } from '../../src/services/analytics';
import { isRecord } from '../../src/validate/record';
import { isHttpUrl } from '../../src/validate/url';

/** SPEC §8's server message for an origin the service does not allow (HTTP 403). Only the server says it. */
export const ORIGIN_NOT_ALLOWED = 'Unauthorized: origin not allowed';

export type AnalyticsOptions = {
  /** What `/getAnalyticsConfig` answers; `POST /e` is refused (404) when false. */
  enabled: boolean;
  /** Origins that may read the config and send events; absent means any. */
  allowedOrigins?: readonly string[];
  /** Serve `GET /e/recent` (the dev stack and tests read the events back; off in production). */
  exposeRecent?: boolean;
  /** How many events the log keeps (default 500). */
  maxEvents?: number;
};

export type StoredEvent = AnalyticsEvent & { origin: string | undefined; receivedAt: number };

/** A body field that is missing or wrong: the route answers 400 naming it. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const EVENT_ID = /^[\w-]{1,64}$/;
const DOMAIN = /^[a-z0-9.-]{1,253}$/i;
const MAX_URL_LENGTH = 2048;
const MAX_ADDRESS_LENGTH = 128;
const MAX_PROPERTIES = 32;
const PROPERTY_NAME = /^[\w.-]{1,64}$/;
const MAX_PROPERTY_LENGTH = 256;

function readUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) throw new FieldError('url', `url must be a string of at most ${MAX_URL_LENGTH} characters`);
  if (!isHttpUrl(value)) throw new FieldError('url', URL.canParse(value) ? 'url must be an http: or https: URL' : 'url must be an absolute URL');
  return value;
}

function properties(value: unknown): AnalyticsProperties {
  if (!isRecord(value)) throw new FieldError('props.properties', 'props.properties must be an object');
  const entries = Object.entries(value);
  if (entries.length > MAX_PROPERTIES) throw new FieldError('props.properties', `props.properties may hold at most ${MAX_PROPERTIES} entries`);
  const result: AnalyticsProperties = {};
  for (const [name, v] of entries) {
    const field = `props.properties.${name.slice(0, 64)}`;
    if (!PROPERTY_NAME.test(name)) throw new FieldError(field, `${field} is not a property name`);
    const ok = typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= MAX_PROPERTY_LENGTH);
    if (!ok) throw new FieldError(field, `${field} must be a boolean, a finite number or a string of at most ${MAX_PROPERTY_LENGTH} characters`);
    result[name] = v as string | number | boolean;
  }
  return result;
}

/** The event in a parsed body, with only the known fields; throws FieldError. */
export function parseAnalyticsEvent(body: unknown): AnalyticsEvent {
  if (!isRecord(body)) throw new FieldError('body', 'The body must be a JSON object');
  const { eventId, url, domain, timestamp, props } = body;
  if (typeof eventId !== 'string' || !EVENT_ID.test(eventId)) throw new FieldError('eventId', 'eventId must be 1 to 64 letters, digits, "-" or "_"');
  const checkedUrl = readUrl(url);
  if (typeof domain !== 'string' || !DOMAIN.test(domain)) throw new FieldError('domain', 'domain must be a host name');
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0)
    throw new FieldError('timestamp', 'timestamp must be a positive whole number of milliseconds');
  if (!isRecord(props)) throw new FieldError('props', 'props must be an object');
  if (props.type !== 'track') throw new FieldError('props.type', 'props.type must be "track"');
  const event = ANALYTICS_EVENTS.find((name) => name === props.event);
  if (!event) throw new FieldError('props.event', `props.event must be one of ${ANALYTICS_EVENTS.join(', ')}`);
  const { address } = props;
  if (address !== undefined && (typeof address !== 'string' || address.length === 0 || address.length > MAX_ADDRESS_LENGTH)) {
    throw new FieldError('props.address', `props.address must be a string of 1 to ${MAX_ADDRESS_LENGTH} characters`);
  }
  return {
    eventId,
    url: checkedUrl,
    domain,
    timestamp,
    props: {
      type: 'track',
      event,
      ...(address !== undefined ? { address } : {}),
      ...(props.properties !== undefined ? { properties: properties(props.properties) } : {}),
    },
  };
}

/** The newest `max` events, oldest first. */
export function createEventLog(max = 500) {
  const events: StoredEvent[] = [];
  return {
    add(event: StoredEvent): void {
      events.push(event);
      if (events.length > max) events.splice(0, events.length - max);
    },
    recent(): readonly StoredEvent[] {
      return [...events];
    },
  };
}
