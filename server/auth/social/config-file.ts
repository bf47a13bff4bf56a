/**
 * The `social` key of the auth service's configuration file:
 * `{ redirectUri, allowLoopback?, providers: { google: { issuer, clientId, clientSecret, scope? }, … } }`. A client
 * secret can stay out of the file: `SOCIAL_<PROVIDER>_CLIENT_SECRET` (e.g. SOCIAL_GOOGLE_CLIENT_SECRET) overrides it.
 * The finer rules (https, loopback, the callback path) are checkSocialOptions', at start.
 */
import { booleanAt, ConfigError, has, HTTP_URL, objectAt, stringAt, type ConfigObject } from '../../shared/config-reader';
import { SOCIAL_LOGIN_PROVIDERS, type SocialOptions, type SocialProviderOptions } from '../config';

const SOCIAL_KEYS = ['redirectUri', 'allowLoopback', 'providers'];
const PROVIDER_KEYS = ['issuer', 'clientId', 'clientSecret', 'scope'];

export function socialAt(config: ConfigObject, env: Readonly<Record<string, string | undefined>>): SocialOptions | undefined {
  if (!has(config, 'social')) return undefined;
  const social = objectAt(config.values.social, 'social', SOCIAL_KEYS);
  const providers = objectAt(social.values.providers, 'social.providers', SOCIAL_LOGIN_PROVIDERS);
  const parsed: Record<string, SocialProviderOptions> = {};
  for (const name of SOCIAL_LOGIN_PROVIDERS) {
    if (!has(providers, name)) continue;
    const provider = objectAt(providers.values[name], `social.providers.${name}`, PROVIDER_KEYS);
    const envName = `SOCIAL_${name.toUpperCase()}_CLIENT_SECRET`;
    const clientSecret = env[envName] || (has(provider, 'clientSecret') ? stringAt(provider, 'clientSecret') : undefined);
    if (clientSecret === undefined) throw new ConfigError(`social.providers.${name}.clientSecret`, `must be given (or ${envName})`);
    parsed[name] = {
      issuer: stringAt(provider, 'issuer', HTTP_URL),
      clientId: stringAt(provider, 'clientId'),
      clientSecret,
      ...(has(provider, 'scope') ? { scope: stringAt(provider, 'scope') } : {}),
    };
  }
  return {
    redirectUri: stringAt(social, 'redirectUri', HTTP_URL),
    providers: parsed,
    ...(has(social, 'allowLoopback') ? { allowLoopback: booleanAt(social, 'allowLoopback') } : {}),
  };
}
