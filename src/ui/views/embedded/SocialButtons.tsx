/** Connect's social logins (SPEC §2's social method): one button per provider the site offers, in its order. */
import type { SocialLoginProvider } from '../../../state/embedded-login';
import { useRef } from 'react';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { prepareLogin } from './login-methods';
import { openLoginPopup, PROVIDER_NAMES } from './social';
import { LOGIN_CSS } from './styles';

export function SocialButtons({ providers }: { providers: readonly SocialLoginProvider[] }) {
  const client = useClient();
  const { t } = useI18n();
  const ref = useRef<HTMLUListElement>(null);
  useAdoptedStyles(ref, LOGIN_CSS);
  const login = (provider: SocialLoginProvider) => {
    // In the click: a popup opened after waiting for anything is blocked.
    const popup = openLoginPopup();
    void client
      .embeddedWallet()
      .then((wallet) => wallet.startSocialLogin(provider, popup))
      .catch(() => undefined);
  };
  return (
    <ul
      ref={ref}
      className="wm-socials"
      aria-label={t('login.socials')}
      data-testid="wm-socials"
      onPointerEnter={() => prepareLogin(client)}
      onFocus={() => prepareLogin(client)}
    >
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="wm-social"
            data-testid={`wm-social-${provider}`}
            aria-label={t('login.socialButton', { provider: PROVIDER_NAMES[provider] })}
            onClick={() => login(provider)}
          >
            {PROVIDER_NAMES[provider]}
          </button>
        </li>
      ))}
    </ul>
  );
}
