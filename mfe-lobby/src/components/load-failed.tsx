import { Button, Empty, Icon } from '@platform/shared-ui';
import { useLobbyText } from '../i18n/lobby-i18n';

/** A list that could not be read, with a retry past the cache. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLobbyText();
  return (
    <Empty
      icon={<Icon name="warning" size={28} />}
      title={t('load_failed')}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
