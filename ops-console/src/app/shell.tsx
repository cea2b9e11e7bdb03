import { Button, Select } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { AnnouncementsScreen } from '../features/announcements/announcements-screen';
import { DepositsScreen } from '../features/deposits/deposits-screen';
import { VendorsScreen } from '../features/games/vendors-screen';
import { MembersScreen } from '../features/members/members-screen';
import { RegionsScreen } from '../features/regions/regions-screen';
import { ReleasesScreen } from '../features/releases/releases-screen';
import { WithdrawalsScreen } from '../features/withdrawals/withdrawals-screen';
import { CONSOLE_LANGUAGES, type ConsoleLanguage, useText } from '../i18n/console-i18n';
import { useOperator, useSession } from '../session/session-context';
import { hrefOf, useHashRoute } from './hash-route';
import { useRegions } from './regions';
import { mayOpen, SCREEN_IDS, type ScreenId } from './screens';
import type { Theme } from './theme';

export interface Preferences {
  theme: Theme;
  onTheme(theme: Theme): void;
  onLanguage(language: ConsoleLanguage): void;
}

function screenOf(screen: ScreenId, rest: string[]): ReactNode {
  switch (screen) {
    case 'releases':
      return <ReleasesScreen />;
    case 'withdrawals':
      return <WithdrawalsScreen />;
    case 'deposits':
      return <DepositsScreen />;
    case 'regions':
      return <RegionsScreen />;
    case 'games':
      return <VendorsScreen />;
    case 'announcements':
      return <AnnouncementsScreen />;
    case 'members':
      return <MembersScreen memberId={rest[0]} />;
  }
}

/** The signed-in console: only the screens the operator's roles allow, and the regions it may see. */
export function Shell({ preferences }: { preferences: Preferences }) {
  const { t, language } = useText();
  const operator = useOperator();
  const { signOut } = useSession();
  const route = useHashRoute();
  const regions = useRegions();
  const allowed = SCREEN_IDS.filter((screen) => mayOpen(screen, operator.roles));
  const screen = route.screen ?? allowed[0] ?? null;

  return (
    <div className="ops-shell">
      <header className="ops-header">
        <span className="ops-brand">{t('console_title')}</span>
        <div className="ops-header__who">
          <span data-testid="operator-name">{operator.username}</span>
          <span className="ops-muted">{operator.roles.map((role) => t(`role_${role}`)).join(' · ')}</span>
        </div>
        <div className="ops-header__tools">
          <Select
            aria-label={t('language')}
            value={language}
            options={CONSOLE_LANGUAGES.map((code) => ({ value: code, label: t(`language_${code}`) }))}
            onChange={(event) => preferences.onLanguage(event.currentTarget.value as ConsoleLanguage)}
          />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => preferences.onTheme(preferences.theme === 'dark' ? 'light' : 'dark')}
          >
            {preferences.theme === 'dark' ? t('theme_light') : t('theme_dark')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void signOut()}>
            {t('sign_out')}
          </Button>
        </div>
      </header>
      <nav className="ops-nav" aria-label={t('menu')}>
        {allowed.map((id) => (
          <a key={id} href={hrefOf(id)} aria-current={id === screen ? 'page' : undefined}>
            {t(`screen_${id}`)}
          </a>
        ))}
      </nav>
      <main className="ops-main">
        <p className="ops-regions" data-testid="operator-regions">
          {t('your_regions')}:{' '}
          {operator.merchantCodes.length === 0 ? t('all_regions') : operator.merchantCodes.join(', ')}
          {regions.data && (
            <span className="ops-muted">
              {' '}
              ({regions.data.map((region) => `${region.merchantCode} ${region.currency}`).join(' · ')})
            </span>
          )}
        </p>
        {screen === null ? (
          <p>{t('no_screens')}</p>
        ) : mayOpen(screen, operator.roles) ? (
          screenOf(screen, route.rest)
        ) : (
          <div className="ops-refused" role="alert">
            <h1>{t(`screen_${screen}`)}</h1>
            <p>{t('err_operator_role_required')}</p>
          </div>
        )}
      </main>
    </div>
  );
}
