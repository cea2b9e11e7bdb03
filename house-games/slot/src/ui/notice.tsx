import { displayMoney } from '@platform/shared-contracts/studio';
import type { GameState } from '../game/slot-game';
import { useTexts } from '../i18n/texts-context';

/** One line under the reels: the round's win or what stopped, else a greeting. */
export function Notice({ state }: { state: GameState }) {
  const { t } = useTexts();
  const notice = state.notice;
  const values = notice?.values?.amount
    ? { ...notice.values, amount: displayMoney(String(notice.values.amount)) }
    : notice?.values;
  return (
    <p
      class={`notice notice-${notice?.tone ?? 'info'}`}
      role="status"
      aria-live="polite"
      data-testid="notice"
    >
      {notice ? t(notice.key, values) : t('goodLuck')}
    </p>
  );
}
