import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import './pager.css';

/** The common texts the pager shows: its name for a screen reader, its buttons, and "Page 2 of 5". */
export type PagerTextKey = 'pager_pages' | 'pager_previous' | 'pager_next' | 'pager_page_of';

/** The page's `t`, which knows the common texts (every remote's and the console's namespace has them). */
export type PagerT = (key: PagerTextKey, options?: { page: number; pages: number }) => string;

/**
 * Previous / page X of Y / next for a paged list; nothing when there is one page. At the first or last page the
 * button pressed to get there keeps the keyboard's focus (focusableWhenDisabled, decision 174).
 */
export function Pager({
  page,
  totalPages,
  onPage,
  t,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  t: PagerT;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="ui-pager" aria-label={t('pager_pages')}>
      <Button
        size="sm"
        variant="secondary"
        disabled={page <= 1}
        focusableWhenDisabled
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevron-left" size={16} /> {t('pager_previous')}
      </Button>
      <span className="ui-pager__where">{t('pager_page_of', { page, pages: totalPages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= totalPages}
        focusableWhenDisabled
        onClick={() => onPage(page + 1)}
      >
        {t('pager_next')} <Icon name="chevron-right" size={16} />
      </Button>
    </nav>
  );
}
