/**
 * The `social` key of the auth service's configuration file:
 * `{ redirectUri, allowLoopback?, providers: { google: { issuer, clientId, clientSecret, scope? }, … } }`. A client
 * secret can stay out of the file: `SOCIAL_<PROVIDER>_CLIENT_SECRET` (e.g. SOCIAL_GOOGLE_CLIENT_SECRET) overrides it.
 * Read here are the file's keys and the environment; the values' rules are checkSocialOptions'.
 */
import { ConfigError, has, objectAt, type ConfigObject } from '../../shared/config-reader';
import { SOCIAL_LOGIN_PROVIDERS } from '../config';

const SOCIAL_KEYS = ['redirectUri', 'allowLoopback', 'providers'];
const PROVIDER_KEYS = ['issuer', 'clientId', 'clientSecret', 'scope'];

/** The `social` option as the file and the environment give it, for checkOptions to check. */
export function socialAt(config: ConfigObject, env: Readonly<Record<string, string | undefined>>): Record<string, unknown> | undefined {
  if (!has(config, 'social')) return undefined;
  const social = objectAt(config.values.social, 'social', SOCIAL_KEYS);
  const providers = objectAt(social.values.providers, 'social.providers', SOCIAL_LOGIN_PROVIDERS);
  const read: Record<string, Record<string, unknown>> = {};
  for (const name of SOCIAL_LOGIN_PROVIDERS) {
    if (!has(providers, name)) continue;
    const provider = objectAt(providers.values[name], `social.providers.${name}`, PROVIDER_KEYS);
    const envName = `SOCIAL_${name.toUpperCase()}_CLIENT_SECRET`;
    const clientSecret = env[envName] || provider.values.clientSecret;
    if (clientSecret === undefined) throw new ConfigError(`social.providers.${name}.clientSecret`, `must be given (or ${envName})`);
    read[name] = { ...provider.values, clientSecret };
  }
  return { ...social.values, providers: read };
}
