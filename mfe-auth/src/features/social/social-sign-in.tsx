import { Button, Icon, type IconName } from '@platform/shared-ui';
import { useRemote } from '../../app/remote-context';
import { type AuthKey, useAuthText } from '../../i18n/auth-i18n';
import { enabledSocialProviders, type SocialProvider } from './enabled-social-providers';

const PROVIDERS: Record<SocialProvider, { icon: IconName; label: AuthKey }> = {
  GOOGLE: { icon: 'google', label: 'social_google' },
  FACEBOOK: { icon: 'facebook', label: 'social_facebook' },
  LINE: { icon: 'line', label: 'social_line' },
  TELEGRAM: { icon: 'telegram', label: 'social_telegram' },
};

/**
 * Where a provider's sign-in starts. No provider can be enabled yet (see enabledSocialProviders), so this is
 * never reached; the sign-in call and its popup flow arrive with the server's provider support.
 */
function startSocialSignIn(provider: SocialProvider): never {
  throw new Error(`social sign-in with ${provider} has no call in shared-contracts yet`);
}

/** Social sign-in buttons, one per provider the server enables; renders nothing while none is. */
export function SocialSignIn() {
  const { t } = useAuthText();
  const { permission } = useRemote();
  const providers = enabledSocialProviders(permission);
  if (providers.length === 0) return null;
  return (
    <fieldset className="auth-social">
      <legend className="auth-divider">
        <span>{t('social_title')}</span>
      </legend>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" onClick={() => startSocialSignIn(provider)}>
          <Icon name={PROVIDERS[provider].icon} />
          {t(PROVIDERS[provider].label)}
        </Button>
      ))}
    </fieldset>
  );
}
