import { sessionMerchantCode } from '@platform/shared-contracts/client';
import { Icon, useTransfersOffered } from '@platform/shared-ui';
import { useEffect, useRef } from 'react';
import { useMemberText } from '../i18n/member-i18n';
import { type CentrePage, menuPages, PAGE_ICONS } from './pages';
import { useRemote } from './remote-context';

export interface CentreMenuProps {
  current: CentrePage;
  isAgent: boolean;
  onSelect: (page: CentrePage) => void;
}

/**
 * The centre's pages: a strip that scrolls sideways on phones, a column beside the page on wider screens. Pages
 * of later issues are listed after the working ones and open an honest "coming soon".
 */
export function CentreMenu({ current, isAgent, onSelect }: CentreMenuProps) {
  const { t } = useMemberText();
  const { api, session } = useRemote();
  const { ready, soon } = menuPages(
    isAgent,
    useTransfersOffered(api, sessionMerchantCode(), session.loggedIn),
  );
  const list = useRef<HTMLUListElement>(null);

  // On a phone the strip scrolls sideways: the current page is brought into it, e.g. withdraw opened from home.
  // The strip is sticky at the top of the modal, so `nearest` never scrolls the page up or down.
  useEffect(() => {
    const strip = list.current;
    if (!strip || strip.scrollWidth <= strip.clientWidth) return;
    strip.querySelector(`[data-page="${current}"]`)?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  const item = (page: CentrePage, later: boolean) => (
    <li key={page}>
      <button
        type="button"
        className={`mc-menu__item${later ? ' mc-menu__item--soon' : ''}`}
        aria-current={page === current ? 'page' : undefined}
        data-page={page}
        onClick={() => onSelect(page)}
      >
        <Icon name={PAGE_ICONS[page]} size={18} />
        <span className="mc-menu__label">{t(`page_${page}`)}</span>
        {later && <span className="mc-menu__tag">{t('soon_tag')}</span>}
      </button>
    </li>
  );
  return (
    <nav className="mc-menu" aria-label={t('menu_label')}>
      <ul className="mc-menu__list" ref={list}>
        {ready.map((page) => item(page, false))}
        <li className="mc-menu__group" aria-hidden="true">
          {t('menu_soon_group')}
        </li>
        {soon.map((page) => item(page, true))}
      </ul>
    </nav>
  );
}
