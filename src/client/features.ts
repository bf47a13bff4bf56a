/**
 * The `features` attribute: which of SPEC §9's features are on. Two forms:
 * - a JSON object of feature names, e.g. `{"analytics": true, "swaps": false, "socials": ["google", "github"]}`,
 *   applied over the defaults; `legalCheckbox` also takes `{"termsUrl": "https://…", "privacyUrl": "https://…"}`;
 * - a comma-separated list of names to turn on over the defaults, e.g. `analytics` or `analytics,legalCheckbox`.
 * Anything else is refused whole (the caller reports it and keeps the defaults): a half-applied list would
 * silently differ from what the site wrote.
 */
import { DEFAULT_FEATURES, SOCIAL_PROVIDERS, type Features, type LegalLinks, type SocialProvider } from '../constants';
import { isRecord } from '../validate/record';
import type { ModalOptions } from '../state/options';
import { withRegionRules } from './restricted-region';

const MAX_FEATURES_LENGTH = 2000;
const FEATURE_NAMES = Object.keys(DEFAULT_FEATURES) as (keyof Features)[];
type BooleanFeature = Exclude<keyof Features, 'socials' | 'legalCheckbox'>;

const isFeatureName = (name: string): name is keyof Features => (FEATURE_NAMES as string[]).includes(name);
const isSocialProvider = (name: unknown): name is SocialProvider => typeof name === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(name);
const named = (name: string) => `"${name.slice(0, 40)}"`;

function unknownFeature(name: string): Error {
  return new Error(`${named(name)} is not a feature (known: ${FEATURE_NAMES.join(', ')})`);
}

function parseSocials(value: unknown): readonly SocialProvider[] {
  if (value === true) return SOCIAL_PROVIDERS;
  if (value === false) return [];
  if (!Array.isArray(value)) throw new Error('socials must be true, false or a list of providers');
  const bad = value.find((p) => !isSocialProvider(p));
  if (bad !== undefined) throw new Error(`socials: ${named(String(bad))} is not a provider (known: ${SOCIAL_PROVIDERS.join(', ')})`);
  return [...new Set(value as SocialProvider[])];
}

const LINK_NAMES = ['termsUrl', 'privacyUrl'] as const;

/** On (true, or the links to show), or off; a link is an https: URL, as the visitor is sent there from the modal. */
function parseLegal(value: unknown): false | LegalLinks {
  if (typeof value === 'boolean') return value ? {} : false;
  if (!isRecord(value)) throw new Error('legalCheckbox must be true, false or { "termsUrl": "https://…", "privacyUrl": "https://…" }');
  const links: LegalLinks = {};
  for (const [name, url] of Object.entries(value)) {
    if (!(LINK_NAMES as readonly string[]).includes(name)) throw new Error(`legalCheckbox: ${named(name)} is not a link (known: ${LINK_NAMES.join(', ')})`);
    if (typeof url !== 'string' || !URL.canParse(url) || new URL(url).protocol !== 'https:') throw new Error(`legalCheckbox.${name} must be an https: URL`);
    links[name as (typeof LINK_NAMES)[number]] = url;
  }
  return links;
}

function parseObject(value: Record<string, unknown>): Features {
  const features: Features = { ...DEFAULT_FEATURES };
  for (const [name, setting] of Object.entries(value)) {
    if (!isFeatureName(name)) throw unknownFeature(name);
    if (name === 'socials') {
      features.socials = parseSocials(setting);
      continue;
    }
    if (name === 'legalCheckbox') {
      features.legalCheckbox = parseLegal(setting);
      continue;
    }
    if (typeof setting !== 'boolean') throw new Error(`${name} must be true or false`);
    features[name satisfies BooleanFeature] = setting;
  }
  return features;
}

function parseList(raw: string): Features {
  const features: Features = { ...DEFAULT_FEATURES };
  for (const name of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (!isFeatureName(name)) throw unknownFeature(name);
    if (name === 'socials') features.socials = SOCIAL_PROVIDERS;
    else if (name === 'legalCheckbox') features.legalCheckbox = {};
    else features[name] = true;
  }
  return features;
}

/** Throws an Error saying what is wrong; the caller names the attribute. */
export function parseFeatures(raw: string): Features {
  const text = raw.trim();
  if (text.length > MAX_FEATURES_LENGTH) throw new Error(`is longer than ${MAX_FEATURES_LENGTH} characters`);
  if (!text.startsWith('{') && !text.startsWith('[')) return parseList(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('must be a JSON object of feature names or a comma-separated list of names');
  return parseObject(value as Record<string, unknown>);
}

/**
 * The features in force: the site's, less what the visitor's region may not use (restricted-region.ts). A bad
 * `features` attribute means the defaults: the start-up action has already reported it as wm-error INVALID_ATTRIBUTE.
 */
export function featuresInForce({ features, featuresAttribute }: Pick<ModalOptions, 'features' | 'featuresAttribute'>): Readonly<Features> {
  if (featuresAttribute === undefined) return withRegionRules(features);
  try {
    return withRegionRules(parseFeatures(featuresAttribute));
  } catch {
    return withRegionRules(DEFAULT_FEATURES);
  }
}
