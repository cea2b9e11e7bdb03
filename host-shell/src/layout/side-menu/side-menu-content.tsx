import { isAgentType } from '@platform/shared-contracts/client';
import { Button, Icon, useTransfersOffered } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../app/routing/routing';
import { LogoutButton } from '../../session/logout-button';
import { loggedInAtom, sessionAtom, statusAtom } from '../../store/host-store';
import { navigationItems } from '../categories';
import { CATEGORY_ICON } from '../category-icon';
import { useLayoutServices } from '../layout-services';
import { vendorsAtom } from '../layout-store';
import { memberCentreHas, usePageIsOpen, useRemoteIsOpen } from '../open-pages';
import { LanguageSelect } from '../preferences/language-menu';
import { ThemeSwitch } from '../preferences/theme-toggle';
import { RegionPicker } from '../region/region-picker';
import { MEMBER_SHORTCUTS } from './member-shortcuts';

/**
 * What the side menu lists: the navigation entries, member-centre shortcuts when logged in, and (in the mobile
 * drawer) sign-in buttons and the language, theme and region controls. `onDone` runs after any choice.
 */
export function SideMenuContent({ variant, onDone }: { variant: 'rail' | 'drawer'; onDone?: () => void }) {
  const { t } = useTranslation();
  const vendors = useAtomValue(vendorsAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const { user } = useAtomValue(sessionAtom);
  const { bus, api } = useLayoutServices();
  const merchantCode = useAtomValue(statusAtom)?.merchantCode ?? null;
  const pageIsOpen = usePageIsOpen();
  const agentCentreIsOpen = useRemoteIsOpen('agentCentre');
  // A region with one wallet for everything has nothing to transfer (decision 192).
  const transfersOffered = useTransfersOffered(api, merchantCode, loggedIn);
  const shortcuts = MEMBER_SHORTCUTS.filter(({ page }) => memberCentreHas(page, transfersOffered));
  const done = () => onDone?.();

  const openReferral = () => {
    if (loggedIn) bus.emit('member-centre:open', { page: 'referral' });
    else bus.emit('auth:open', { view: 'login' });
    done();
  };

  return (
    <div className={`side-menu side-menu--${variant}`}>
      {variant === 'drawer' && !loggedIn && (
        <div className="side-menu__auth">
          <Button
            variant="secondary"
            block
            onClick={() => {
              bus.emit('auth:open', { view: 'login' });
              done();
            }}
          >
            {t('layout.header.login')}
          </Button>
          <Button
            block
            onClick={() => {
              bus.emit('auth:open', { view: 'register' });
              done();
            }}
          >
            {t('layout.header.register')}
          </Button>
        </div>
      )}

      <nav aria-label={t('layout.menu.main')} data-testid={`side-menu-${variant}`}>
        <ul className="side-menu__list">
          {navigationItems(vendors, pageIsOpen, memberCentreHas).map((item) => (
            <li key={item.entry.id}>
              {item.kind === 'link' ? (
                <NavLink to={item.to} end={item.to === '/'} className="side-menu__item" onClick={done}>
                  <Icon name={CATEGORY_ICON[item.entry.category] ?? 'home'} />
                  <span>{t(`layout.category.${item.entry.category}`)}</span>
                </NavLink>
              ) : (
                <button
                  type="button"
                  className="side-menu__item"
                  onClick={openReferral}
                  data-testid="menu-invite"
                >
                  <Icon name={CATEGORY_ICON[item.entry.category] ?? 'user-plus'} />
                  <span>{t(`layout.category.${item.entry.category}`)}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {loggedIn && (
        <section className="side-menu__section" aria-labelledby={`side-menu-account-${variant}`}>
          <h2 className="side-menu__heading" id={`side-menu-account-${variant}`}>
            {t('layout.menu.account')}
          </h2>
          <ul className="side-menu__list">
            {shortcuts.map(({ page, icon }) => (
              <li key={page}>
                <button
                  type="button"
                  className="side-menu__item"
                  onClick={() => {
                    bus.emit('member-centre:open', { page });
                    done();
                  }}
                >
                  <Icon name={icon} />
                  <span>{t(`layout.memberPage.${page}`)}</span>
                </button>
              </li>
            ))}
            {user && isAgentType(user.type) && agentCentreIsOpen && (
              <li>
                <button
                  type="button"
                  className="side-menu__item side-menu__item--agent"
                  onClick={() => {
                    bus.emit('agent-centre:open', {});
                    done();
                  }}
                  data-testid="menu-agent-centre"
                >
                  <Icon name="team" />
                  <span>{t('layout.centre.agent')}</span>
                </button>
              </li>
            )}
          </ul>
        </section>
      )}

      {variant === 'drawer' && (
        <section className="side-menu__section side-menu__prefs" aria-labelledby="side-menu-settings">
          <h2 className="side-menu__heading" id="side-menu-settings">
            {t('layout.menu.settings')}
          </h2>
          <RegionPicker variant="row" />
          <LanguageSelect />
          <ThemeSwitch />
          {loggedIn && (
            <div className="side-menu__logout">
              <LogoutButton />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
