import { Button, Icon } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLayoutServices } from '../../layout/layout-services';
import { sessionAtom } from '../../store/host-store';
import { SupportShortcuts } from './support-shortcuts';

/**
 * The home page's first block: a visitor is asked to join or log in; a member is welcomed back by name with the
 * support shortcuts (spec section 2, Home page) instead of a sign-up pitch they no longer need.
 */
export function HomeHero() {
  const { user } = useAtomValue(sessionAtom);
  return user ? <MemberWelcome account={user.account} /> : <VisitorWelcome />;
}

function VisitorWelcome() {
  const { t } = useTranslation();
  const { bus } = useLayoutServices();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="hero-title">{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
        <div className="hero__actions">
          <Button size="lg" onClick={() => bus.emit('auth:open', { view: 'register' })}>
            {t('home.join')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => bus.emit('auth:open', { view: 'login' })}>
            {t('home.login')}
          </Button>
        </div>
      </div>
      <div className="hero__art" aria-hidden="true">
        <Icon name="gift" size={96} />
      </div>
    </section>
  );
}

function MemberWelcome({ account }: { account: string }) {
  const { t } = useTranslation();
  return (
    <section className="hero hero--member" aria-labelledby="hero-title">
      <h1 id="hero-title">{t('home.welcomeBack', { account })}</h1>
      <SupportShortcuts />
    </section>
  );
}
