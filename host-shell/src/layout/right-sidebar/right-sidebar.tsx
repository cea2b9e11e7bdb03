import { Icon, IconButton, Modal, useMediaQuery, VisuallyHidden } from '@platform/shared-ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../app/routing/routing';
import { permissionAtom } from '../../store/host-store';
import { DESKTOP_UP } from '../breakpoints';
import type { ServiceLink } from '../customer-service';
import { rightBarCollapsedAtom } from '../layout-store';
import { usePageIsOpen } from '../open-pages';
import { DownloadPromo } from './download-promo';
import {
  type AppDownload,
  appDownloads,
  isGamePlayPath,
  rightBarServices,
  SERVICE_ICON,
} from './service-entries';
import './right-sidebar.css';

/** What the bar and the sheet offer: the service links, the app downloads, and whether the points mall is open. */
interface ServiceEntries {
  services: readonly ServiceLink[];
  downloads: readonly AppDownload[];
  pointMall: boolean;
}

/** The points mall's page (spec section 2). */
const POINT_MALL = '/pointMall';

function useServiceLabel() {
  const { t } = useTranslation();
  return (link: ServiceLink) =>
    link.csType === 'LIVECHAT' ? t('layout.service.livechat') : link.title || link.csType;
}

/** Desktop: the floating bar on the end edge; the download button opens a card with the QR codes. */
function DesktopBar({ services, downloads, pointMall }: ServiceEntries) {
  const { t } = useTranslation();
  const label = useServiceLabel();
  const [collapsed, setCollapsed] = useAtom(rightBarCollapsedAtom);
  const [appOpen, setAppOpen] = useState(false);
  const appRef = useRef<HTMLDivElement>(null);
  const cardId = useId();

  useEffect(() => {
    if (!appOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!appRef.current?.contains(event.target as Node)) setAppOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAppOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [appOpen]);

  if (collapsed) {
    return (
      <aside
        className="right-bar right-bar--collapsed"
        aria-label={t('layout.service.title')}
        data-testid="right-bar"
      >
        <button
          type="button"
          className="right-bar__tab"
          aria-expanded={false}
          onClick={() => setCollapsed(false)}
          data-testid="right-bar-toggle"
        >
          <Icon name="headset" size={20} />
          <VisuallyHidden>{t('layout.service.expand')}</VisuallyHidden>
        </button>
      </aside>
    );
  }

  return (
    <aside className="right-bar" aria-label={t('layout.service.title')} data-testid="right-bar">
      <ul className="right-bar__list">
        {services.map((link) => (
          <li key={`${link.csType}-${link.url}`}>
            <a
              className="right-bar__item"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              data-cs-type={link.csType}
              data-testid={`service-${link.csType.toLowerCase()}`}
            >
              <Icon name={SERVICE_ICON[link.csType as keyof typeof SERVICE_ICON]} size={22} />
              <span className="right-bar__tip">{label(link)}</span>
            </a>
          </li>
        ))}
        {downloads.length > 0 && (
          <li>
            <div className="right-bar__app" ref={appRef}>
              <button
                type="button"
                className="right-bar__item right-bar__item--app"
                aria-expanded={appOpen}
                aria-controls={appOpen ? cardId : undefined}
                onClick={() => setAppOpen((open) => !open)}
                data-testid="app-download"
              >
                <Icon name="download" size={22} />
                {appOpen ? (
                  <VisuallyHidden>{t('layout.service.app')}</VisuallyHidden>
                ) : (
                  <span className="right-bar__tip">{t('layout.service.app')}</span>
                )}
              </button>
              {appOpen && (
                <div className="right-bar__card" id={cardId}>
                  <DownloadPromo downloads={downloads} />
                </div>
              )}
            </div>
          </li>
        )}
        {pointMall && (
          <li>
            <Link className="right-bar__item" to={POINT_MALL} data-testid="point-mall">
              <Icon name="gift" size={22} />
              <span className="right-bar__tip">{t('layout.service.pointMall')}</span>
            </Link>
          </li>
        )}
      </ul>
      <button
        type="button"
        className="right-bar__collapse"
        aria-expanded={true}
        onClick={() => setCollapsed(true)}
        data-testid="right-bar-toggle"
      >
        <Icon name="chevron-right" size={18} className="right-bar__collapse-icon" />
        <VisuallyHidden>{t('layout.service.collapse')}</VisuallyHidden>
      </button>
    </aside>
  );
}

/** Phones and tablets: a floating button that opens the same list in a sheet. */
function MobileServices({ services, downloads, pointMall }: ServiceEntries) {
  const { t } = useTranslation();
  const label = useServiceLabel();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        variant="primary"
        className="service-fab"
        label={t('layout.service.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="service-fab"
      >
        <Icon name="headset" size={24} />
      </IconButton>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('layout.service.title')}
        closeLabel={t('common.close')}
        size="sm"
        testId="service-sheet"
      >
        <ul className="service-sheet__list">
          {services.map((link) => (
            <li key={`${link.csType}-${link.url}`}>
              <a
                className="service-sheet__item"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                data-cs-type={link.csType}
              >
                <span className="service-sheet__icon" data-cs-type={link.csType}>
                  <Icon name={SERVICE_ICON[link.csType as keyof typeof SERVICE_ICON]} size={20} />
                </span>
                <span className="service-sheet__label">{label(link)}</span>
                <Icon name="external-link" size={16} className="service-sheet__go" />
              </a>
            </li>
          ))}
          {pointMall && (
            <li>
              <Link className="service-sheet__item" to={POINT_MALL} onClick={() => setOpen(false)}>
                <span className="service-sheet__icon">
                  <Icon name="gift" size={20} />
                </span>
                <span className="service-sheet__label">{t('layout.service.pointMall')}</span>
                <Icon name="chevron-right" size={16} className="service-sheet__go" />
              </Link>
            </li>
          )}
        </ul>
        {downloads.length > 0 && <DownloadPromo downloads={downloads} />}
      </Modal>
    </>
  );
}

/**
 * The right side bar (spec section 2, Home): configured customer-service links, the app download QR codes when
 * the resources exist, the points mall when it is open in the region, and a collapse toggle kept across visits;
 * nothing when it would offer nothing.
 */
export function RightSidebar() {
  const permission = useAtomValue(permissionAtom);
  const { pathname } = useLocation();
  const services = rightBarServices(permission);
  const downloads = appDownloads(permission);
  const pointMall = usePageIsOpen()(POINT_MALL);
  // On a phone the floating button would sit on the game's own controls: the game page goes without it.
  const playing = isGamePlayPath(pathname);
  // Only the form for this width is drawn (breakpoints.ts): a phone does not build the desktop bar it never shows.
  const desktop = useMediaQuery(DESKTOP_UP);
  if (services.length === 0 && downloads.length === 0 && !pointMall) return null;
  return (
    <div className="right-sidebar">
      {desktop ? (
        <DesktopBar services={services} downloads={downloads} pointMall={pointMall} />
      ) : (
        !playing && <MobileServices services={services} downloads={downloads} pointMall={pointMall} />
      )}
    </div>
  );
}
