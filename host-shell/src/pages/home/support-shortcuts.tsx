import type { MemberCentrePage } from '@platform/shared-contracts/client';
import { Icon, type IconName } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/routing/routing';
import { useLayoutServices } from '../../layout/layout-services';
import { memberCentreHas, usePageIsOpen } from '../../layout/open-pages';
import { appDownloads } from '../../layout/right-sidebar/service-entries';
import { MEMBER_SHORTCUTS } from '../../layout/side-menu/member-shortcuts';
import { customerServiceUrl } from '../../screens/customer-service';
import { permissionAtom } from '../../store/host-store';
import { showAppPromo } from './app-download-promo';

/** The app page, drawn by the promotions remote: linked only where the region has it (decision 183). */
const APP_PAGE = '/down';
/** The member-centre pages among the shortcuts, with the side menu's icons, each once the member centre draws it. */
const SUPPORT_PAGES: readonly MemberCentrePage[] = ['depositv2', 'withdraw'];
const CENTRE_SHORTCUTS = MEMBER_SHORTCUTS.filter(
  ({ page }) => SUPPORT_PAGES.includes(page) && memberCentreHas(page),
);

/**
 * The spec's "best support" shortcuts for a member (section 2, Home page): deposit, withdrawal, customer service and
 * the app download. Customer service shows only when the merchant configured one; the app opens its page where the
 * region has it, else the home page's app promo, and shows only when there is an app; messages wait for the member
 * centre's inbox (decision 187).
 */
export function SupportShortcuts() {
  const { t } = useTranslation();
  const { bus } = useLayoutServices();
  const permission = useAtomValue(permissionAtom);
  const serviceUrl = customerServiceUrl(permission);
  const appIsOpen = usePageIsOpen()(APP_PAGE);
  const hasApp = appDownloads(permission).length > 0;
  return (
    <nav aria-label={t('home.shortcuts')}>
      <ul className="support-shortcuts">
        {CENTRE_SHORTCUTS.map(({ page, icon }) => (
          <li key={page}>
            <button
              type="button"
              className="support-shortcut"
              onClick={() => bus.emit('member-centre:open', { page })}
            >
              <Shortcut icon={icon}>{t(`layout.memberPage.${page}`)}</Shortcut>
            </button>
          </li>
        ))}
        {serviceUrl && (
          <li>
            <a className="support-shortcut" href={serviceUrl} target="_blank" rel="noopener noreferrer">
              <Shortcut icon="headset">{t('status.customerService')}</Shortcut>
            </a>
          </li>
        )}
        {appIsOpen ? (
          <li>
            <Link className="support-shortcut" to={APP_PAGE}>
              <Shortcut icon="download">{t('layout.service.app')}</Shortcut>
            </Link>
          </li>
        ) : (
          hasApp && (
            <li>
              <button type="button" className="support-shortcut" onClick={showAppPromo}>
                <Shortcut icon="download">{t('layout.service.app')}</Shortcut>
              </button>
            </li>
          )
        )}
      </ul>
    </nav>
  );
}

function Shortcut({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <>
      <span className="support-shortcut__icon" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <span>{children}</span>
    </>
  );
}
