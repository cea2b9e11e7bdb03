import { WhenNear } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { DownloadPromo } from '../../layout/right-sidebar/download-promo';
import { appDownloads } from '../../layout/right-sidebar/service-entries';
import { permissionAtom } from '../../store/host-store';

/** The home page's app promo, where the "Get the app" shortcut takes a member when the region has no app page. */
const APP_PROMO_ID = 'app-download';
const APP_PROMO_HEADING_ID = 'app-promo-title';

/**
 * The app-download promo at the foot of the home page (spec section 2, Home page): the large QR codes and the links
 * of the apps the merchant offers, none when it offers none. The codes are drawn once the promo is scrolled near.
 */
export function AppDownloadPromo() {
  const { t } = useTranslation();
  const downloads = appDownloads(useAtomValue(permissionAtom));
  if (downloads.length === 0) return null;
  return (
    <section id={APP_PROMO_ID} className="app-promo" aria-labelledby={APP_PROMO_HEADING_ID}>
      <h2 id={APP_PROMO_HEADING_ID} tabIndex={-1}>
        {t('layout.service.app')}
      </h2>
      <p>{t('home.appText')}</p>
      <WhenNear reserve="220px">
        <DownloadPromo downloads={downloads} size="large" title={false} />
      </WhenNear>
    </section>
  );
}

/** Scrolls the promo into view and gives its heading the focus, so a screen reader reads where the page went. */
export function showAppPromo(): void {
  document.getElementById(APP_PROMO_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById(APP_PROMO_HEADING_ID)?.focus({ preventScroll: true });
}
