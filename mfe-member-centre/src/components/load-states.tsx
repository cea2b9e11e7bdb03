import { Button, Empty, Icon, Skeleton } from '@platform/shared-ui';
import { errorMessage } from '../errors/error-message';
import { useMemberText } from '../i18n/member-i18n';

export function PageLoading({ lines = 4 }: { lines?: number }) {
  return (
    <div className="mc-loading" data-testid="mc-loading" aria-busy="true">
      <Skeleton lines={lines} />
    </div>
  );
}

/** Something did not load: what went wrong and a retry, inside the page only. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useMemberText();
  return (
    <Empty
      className="mc-failed"
      icon={<Icon name="warning" size={32} />}
      title={message}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <Icon name="refresh" size={16} /> {t('retry')}
        </Button>
      }
    />
  );
}

/** A call that failed: its catalogue message and a retry. */
export function CallFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useMemberText();
  return <LoadFailed message={errorMessage(t, error)} onRetry={onRetry} />;
}
