import { useTranslation } from 'react-i18next';
import { Link } from '../app/routing/routing';

/** The brand as players see it (the document title and the loading cover in index.html use the same name). */
export const BRAND_NAME = 'SEA Gaming';

/** The brand mark: a gold coin with a spade, drawn here so it needs no image request. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="19" className="brand-mark__coin" />
      <circle cx="20" cy="20" r="15" className="brand-mark__ring" />
      <path
        className="brand-mark__spade"
        d="M20 9c2.8 3.9 8 6.6 8 11a4.6 4.6 0 0 1-7.2 3.8l1.2 5.2h-4l1.2-5.2A4.6 4.6 0 0 1 12 20c0-4.4 5.2-7.1 8-11z"
      />
    </svg>
  );
}

/** Brand mark and name, linking home. */
export function BrandLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={`brand ${className ?? ''}`}
      aria-label={t('layout.brandHome', { brand: BRAND_NAME })}
      onClick={onClick}
    >
      <BrandMark />
      <span className="brand__name" aria-hidden="true">
        <span className="brand__name-main">SEA</span> <span className="brand__name-sub">Gaming</span>
      </span>
    </Link>
  );
}
