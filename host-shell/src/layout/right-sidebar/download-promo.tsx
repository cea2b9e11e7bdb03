import { Icon } from '@platform/shared-ui';
import { useTranslation } from 'react-i18next';
import { type QR_SIZES, QrCode } from './qr-code';
import type { AppDownload } from './service-entries';
import './download-promo.css';

/** The QR codes and links of the app downloads that exist: small in the side bar and the sheet, large on home. */
export function DownloadPromo({
  downloads,
  size = 'small',
  title = true,
}: {
  downloads: readonly AppDownload[];
  size?: keyof typeof QR_SIZES;
  /** "Scan to download" above the codes; a section with its own heading says it itself. */
  title?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="download-promo" data-testid="download-promo">
      {title && <p className="download-promo__title">{t('layout.service.scan')}</p>}
      <ul className="download-promo__list">
        {downloads.map(({ platform, url }) => (
          <li key={platform} className="download-promo__item">
            <QrCode
              value={url}
              size={size}
              alt={t('layout.service.qrAlt', { platform: t(`layout.service.${platform}`) })}
              testId={`qr-${platform}`}
            />
            <a className="download-promo__link" href={url} target="_blank" rel="noopener noreferrer">
              <Icon name="download" size={16} />
              {t(`layout.service.${platform}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
