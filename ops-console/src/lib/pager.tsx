import { Button } from '@platform/shared-ui';
import { useText } from '../i18n/console-i18n';

/** Previous / next for a `pageOf` answer. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useText();
  if (totalPages <= 1) return null;
  return (
    <nav className="ops-pager" aria-label={t('pages')}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span>{t('page_of', { page, total: totalPages })}</span>
      <Button size="sm" variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
