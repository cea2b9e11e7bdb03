import { displayMoney } from '@platform/shared-contracts/client';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { useJackpot } from './jackpot-feed';

/** The jackpot ticker of the home page: the region's real pool, as the server pushes it (decision 109). */
export function JackpotTicker() {
  const { t } = useLobbyText();
  const { pool, currency } = useJackpot();
  return (
    <section className="lobby-jackpot" aria-label={t('jackpot')} data-testid="jackpot">
      <span className="lobby-jackpot__label">{t('jackpot')}</span>
      {/* The amount keeps its currency beside it: on a narrow screen the label goes above them. */}
      <span className="lobby-jackpot__amount">
        <output className="lobby-jackpot__value" aria-live="off" data-testid="jackpot-value">
          {pool === null ? '—' : displayMoney(pool)}
        </output>
        {currency && <span className="lobby-jackpot__currency">{currency}</span>}
      </span>
    </section>
  );
}
