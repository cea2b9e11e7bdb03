import { Button, Icon } from '@platform/shared-ui';
import { useLobbyText } from '../i18n/lobby-i18n';

/**
 * Previous / page X of Y / next; nothing when there is one page. At the first or last page the button pressed to get
 * there keeps the keyboard's focus (focusableWhenDisabled).
 */
export function Pager({
  pageNum,
  totalPages,
  onPage,
}: {
  pageNum: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLobbyText();
  if (totalPages <= 1) return null;
  return (
    <nav className="lobby-pager" aria-label={t('pages')}>
      <Button
        size="sm"
        variant="secondary"
        disabled={pageNum <= 1}
        focusableWhenDisabled
        onClick={() => onPage(pageNum - 1)}
      >
        <Icon name="chevron-left" size={16} /> {t('previous')}
      </Button>
      <span className="lobby-pager__where">{t('page_of', { page: pageNum, pages: totalPages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={pageNum >= totalPages}
        focusableWhenDisabled
        onClick={() => onPage(pageNum + 1)}
      >
        {t('next')} <Icon name="chevron-right" size={16} />
      </Button>
    </nav>
  );
}
