import { Button } from '@platform/shared-ui';
import { useText } from '../i18n/console-i18n';

/** Previous / next for a `pageOf` answer; at either end the button pressed there keeps the keyboard's focus. */
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
      <Button
        size="sm"
        variant="secondary"
        disabled={page <= 1}
        focusableWhenDisabled
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </Button>
      <span>{t('page_of', { page, total: totalPages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= totalPages}
        focusableWhenDisabled
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </Button>
    </nav>
  );
}
