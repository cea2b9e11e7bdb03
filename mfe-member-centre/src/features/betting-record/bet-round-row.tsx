import type { BetRecord } from '@platform/shared-contracts/client';
import { Icon } from '@platform/shared-ui';
import { useEffect, useId, useState } from 'react';
import { useCurrencySymbol } from '../../app/remote-context';
import { Amount } from '../../components/amount';
import { categoryName } from '../../components/bet-filters/bet-filter-bar';
import { useMemberText } from '../../i18n/member-i18n';
import { formatTimestamp } from '../../lib/format-time';
import { STATE_KEYS } from './bet-states';

/** One round: game, vendor, time, stake, win, coloured profit and state; opens to its details and round id. */
export function BetRoundRow({ round }: { round: BetRecord }) {
  const { t } = useMemberText();
  const symbol = useCurrencySymbol();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="mc-bet" data-testid="bet-row" data-state={round.state}>
      <button
        type="button"
        className="mc-bet__summary"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((now) => !now)}
      >
        <span className="mc-bet__game">
          <span className="mc-bet__name">{round.gameName}</span>
          <span className="mc-bet__meta">
            {round.vendorName} · <time dateTime={round.time}>{formatTimestamp(round.time)}</time>
          </span>
          <span className="mc-bet__meta mc-bet__meta--round">
            {t('bets_round_id')} {round.roundId}
          </span>
        </span>
        <span className="mc-bet__figures">
          <span className="mc-bet__figure" data-figure="stake">
            <span className="mc-bet__label">{t('bets_stake')}</span>
            <Amount value={round.stake} symbol={symbol} />
          </span>
          <span className="mc-bet__figure" data-figure="win">
            <span className="mc-bet__label">{t('bets_win')}</span>
            <Amount value={round.win} symbol={symbol} />
          </span>
        </span>
        <span className="mc-bet__figure mc-bet__figure--profit" data-figure="profit">
          <span className="mc-bet__label">{t('bets_profit')}</span>
          <Amount value={round.profit} symbol={symbol} signed />
        </span>
        <span className="mc-bet__end">
          <span className={`mc-bet__state mc-bet__state--${round.state.toLowerCase()}`}>
            {t(STATE_KEYS[round.state])}
          </span>
          <Icon name="chevron-down" size={18} className="mc-bet__chevron" />
        </span>
      </button>
      {open && (
        <div id={detailsId} className="mc-bet__details" data-testid="bet-details">
          <dl className="mc-bet__facts">
            <div>
              <dt>{t('bets_round_id')}</dt>
              <dd className="mc-bet__round">
                <code className="mc-bet__code">{round.roundId}</code>
                <CopyButton text={round.roundId} />
              </dd>
            </div>
            <div>
              <dt>{t('bets_category')}</dt>
              <dd>{categoryName(t, round.category)}</dd>
            </div>
            <div>
              <dt>{t('bets_game_code')}</dt>
              <dd>
                <code className="mc-bet__code">{round.gameCode}</code>
              </dd>
            </div>
            <div>
              <dt>{t('bets_turnover')}</dt>
              <dd>
                <Amount value={round.turnover} symbol={symbol} />
              </dd>
            </div>
          </dl>
        </div>
      )}
    </li>
  );
}

/** Copies the round id, e.g. for customer service; says so for two seconds, or that it could not. */
function CopyButton({ text }: { text: string }) {
  const { t } = useMemberText();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), 2000);
    return () => clearTimeout(timer);
  }, [result]);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setResult('failed');
    clipboard.writeText(text).then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  };
  return (
    <>
      <button type="button" className="mc-bet__copy" onClick={copy}>
        {result === 'copied' && <Icon name="check" size={16} />}
        {t('bets_copy')}
      </button>
      <span className="mc-bet__copied" role="status">
        {result === 'copied' ? t('bets_copied') : result === 'failed' ? t('bets_copy_failed') : ''}
      </span>
    </>
  );
}
