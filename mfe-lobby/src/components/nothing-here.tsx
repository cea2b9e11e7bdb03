import { Button, Empty } from '@platform/shared-ui';
import { useRemote } from '../app/remote-context';
import { useLobbyText } from '../i18n/lobby-i18n';

/**
 * A category with nothing to play yet (no providers, no games; an old link or a bookmark brings players here): it says
 * so and offers the way back to the home page's games rather than a dead end.
 */
export function NothingHere({ title }: { title: string }) {
  const { t } = useLobbyText();
  const { navigate } = useRemote();
  return (
    <Empty
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={() => navigate('/')}>
          {t('to_home')}
        </Button>
      }
    />
  );
}
