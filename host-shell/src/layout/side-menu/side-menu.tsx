import { Icon, IconButton, useMediaQuery } from '@platform/shared-ui';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../app/routing/routing';
import { BrandLink } from '../brand';
import { DESKTOP_UP } from '../breakpoints';
import { SIDE_DRAWER_ID } from '../layout-ids';
import { sideMenuOpenAtom } from '../layout-store';
import { SideMenuContent } from './side-menu-content';
import './side-menu.css';

/** Desktop (>= 1024 px): the side menu as a left rail beside the content. Not drawn on smaller screens. */
export function SideRail() {
  const { t } = useTranslation();
  const shown = useMediaQuery(DESKTOP_UP);
  if (!shown) return null;
  return (
    <aside className="side-rail" aria-label={t('layout.menu.title')}>
      <div className="side-rail__inner">
        <SideMenuContent variant="rail" />
      </div>
    </aside>
  );
}

/** Phones and tablets: the side menu as a drawer from the start edge, opened by the header's menu button. */
export function SideDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // A navigation closes the drawer.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, setOpen]);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <div className="side-drawer">
      <div className="side-drawer__cover" aria-hidden="true" onClick={close} />
      <div
        ref={panelRef}
        id={SIDE_DRAWER_ID}
        className="side-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.menu.title')}
        tabIndex={-1}
        data-testid="side-drawer"
      >
        <div className="side-drawer__head">
          <BrandLink onClick={close} />
          <IconButton label={t('layout.menu.close')} onClick={close}>
            <Icon name="close" size={22} />
          </IconButton>
        </div>
        <div className="side-drawer__body">
          <SideMenuContent variant="drawer" onDone={close} />
        </div>
      </div>
    </div>
  );
}
