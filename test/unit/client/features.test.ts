import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, SOCIAL_PROVIDERS } from '../../../src/constants';
import { parseAttributes } from '../../../src/element/attributes';
import { parseFeatures } from '../../../src/client/features';

describe('the features attribute (SPEC §9, analytics off by default)', () => {
  it('defaults to SPEC §9 except analytics, which is off', () => {
    const { options, errors } = parseAttributes({});
    expect(errors).toEqual([]);
    expect(options.features).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      socials: [...SOCIAL_PROVIDERS],
      history: true,
      analytics: false,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
    });
  });

  it('reads a JSON object over the defaults', () => {
    const features = parseFeatures('{"analytics": true, "swaps": false, "socials": ["github", "google", "github"]}');
    expect(features).toEqual({ ...DEFAULT_FEATURES, analytics: true, swaps: false, socials: ['github', 'google'] });
    expect(parseFeatures('{"socials": false}').socials).toEqual([]);
  });

  it('reads a comma-separated list of names to turn on, the others keeping their defaults', () => {
    expect(parseFeatures(' analytics , legalCheckbox ')).toEqual({ ...DEFAULT_FEATURES, analytics: true, legalCheckbox: {} });
    expect(parseFeatures('')).toEqual(DEFAULT_FEATURES);
  });

  it.each([
    ['{"analytics": "yes"}', /analytics must be true or false/],
    ['{"telemetry": true}', /"telemetry" is not a feature/],
    ['analytics,telemetry', /"telemetry" is not a feature/],
    ['{"socials": ["myspace"]}', /"myspace" is not a provider/],
    ['{"analytics": true', /not valid JSON/],
    ['[true]', /must be a JSON object/],
    ['x'.repeat(3000), /longer than/],
  ])('refuses %s whole, saying why (the client reports it as wm-error INVALID_ATTRIBUTE and keeps the defaults)', (raw, message) => {
    expect(() => parseFeatures(raw)).toThrow(message);
    // The attribute is kept as written and parsed by the lazy actions; the options keep the defaults.
    const { options, errors } = parseAttributes({ features: raw });
    expect(errors).toEqual([]);
    expect(options.featuresAttribute).toBe(raw);
    expect(options.features).toEqual(DEFAULT_FEATURES);
  });
});
