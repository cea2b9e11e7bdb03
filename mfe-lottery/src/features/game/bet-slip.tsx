import { answerLost, errorMessageKey } from '@platform/shared-contracts/client';
import { lotteryChaseCall, lotteryPlaceBetCall } from '@platform/shared-contracts/lottery-calls';
import { Button, Field, Icon, IconButton, Money, TextInput } from '@platform/shared-ui';
import { useIdempotencyKeys } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { textKey, useLotteryText } from '../../i18n/lottery-i18n';
import { describeSelection } from '../../lib/describe-selection';
import {
  chaseIssuesOf,
  formatMoney,
  MAX_CHASE_ISSUES,
  multiplierOf,
  type SlipEntry,
  slipTotal,
  unitStakeOf,
} from '../../lib/slip';

/**
 * The bet slip: its bets, the unit stake and multiplier, the total the server will take, and Place. One request id
 * per slip as sent (its draw included), so a retried Place moves money once, and a changed slip or the next draw is
 * a new request; after a bet the host refreshes the header balance.
 */
export function BetSlip({
  gameCode,
  issueNumber,
  entries,
  onRemove,
  onPlaced,
}: {
  gameCode: string;
  issueNumber: string | null;
  entries: readonly SlipEntry[];
  onRemove: (id: string) => void;
  onPlaced: () => void;
}) {
  const { t } = useLotteryText();
  const { api, bus } = useRemote();
  const [stakeText, setStakeText] = useState('1');
  const [multiplierText, setMultiplierText] = useState('1');
  const keys = useIdempotencyKeys();
  const [placing, setPlacing] = useState(false);
  const [chasing, setChasing] = useState(false);
  const [chaseText, setChaseText] = useState('5');
  const [stopOnWin, setStopOnWin] = useState(true);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const unitStake = unitStakeOf(stakeText);
  const multiplier = multiplierOf(multiplierText);
  const issues = chasing ? chaseIssuesOf(chaseText, MAX_CHASE_ISSUES) : 1;
  const total =
    unitStake !== null && multiplier !== null && issues !== null
      ? slipTotal(entries, unitStake, multiplier) * BigInt(issues)
      : null;
  const canPlace = entries.length > 0 && total !== null && issueNumber !== null && !placing;

  const place = async () => {
    if (!canPlace || unitStake === null || multiplier === null || issueNumber === null) return;
    setPlacing(true);
    setMessage(null);
    const bets = entries.map(({ betType, selection }) => ({ betType, selection }));
    try {
      if (chasing && issues !== null) {
        const request = {
          gameCode,
          firstIssueNumber: issueNumber,
          unitStake: formatMoney(unitStake),
          multipliers: Array.from({ length: issues }, () => multiplier),
          bets,
          stopOnWin,
          total: formatMoney(total),
        };
        const chase = await api.call(lotteryChaseCall, { ...request, requestId: keys.keyFor(request) });
        keys.succeeded();
        setMessage({
          kind: 'ok',
          text: t('chase.placed', { count: chase.issues.length, issue: issueNumber }),
        });
        bus.emit('wallet:changed', {});
        onPlaced();
        return;
      }
      const request = {
        gameCode,
        issueNumber,
        unitStake: formatMoney(unitStake),
        multiplier,
        bets,
        total: formatMoney(total),
      };
      const answer = await api.call(lotteryPlaceBetCall, { ...request, requestId: keys.keyFor(request) });
      keys.succeeded();
      setMessage({ kind: 'ok', text: t('slip.placed', { issue: answer.issueNumber }) });
      bus.emit('wallet:changed', {});
      onPlaced();
    } catch (error) {
      // Without an answer the slip may have been placed: the same slip, pressed again, is placed once.
      const text = answerLost(error)
        ? t('slip.unanswered')
        : t('slip.failed', { reason: t(errorMessageKey(error)) });
      setMessage({ kind: 'error', text });
    } finally {
      setPlacing(false);
    }
  };

  return (
    <section className="lottery-slip" aria-labelledby="lottery-slip-title" data-testid="bet-slip">
      <h2 id="lottery-slip-title">{t('slip.title')}</h2>
      {entries.length === 0 ? (
        <p className="lottery-muted">{t('slip.empty')}</p>
      ) : (
        <ul className="lottery-slip__lines">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>{t(textKey('bet', entry.betType))}</span>
              <span className="lottery-slip__pick">
                {describeSelection(entry.betType, entry.selection, t)}
              </span>
              <span>{t('slip.units', { count: entry.units })}</span>
              <IconButton label={t('slip.remove')} size="sm" onClick={() => onRemove(entry.id)}>
                <Icon name="close" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div className="lottery-slip__inputs">
        <Field
          label={t('slip.unit_stake')}
          htmlFor="lottery-unit-stake"
          error={unitStake === null ? t('slip.bad_stake') : undefined}
        >
          <TextInput
            id="lottery-unit-stake"
            inputMode="decimal"
            value={stakeText}
            onChange={(event) => setStakeText(event.target.value)}
          />
        </Field>
        <Field
          label={t('slip.multiplier')}
          htmlFor="lottery-multiplier"
          error={multiplier === null ? t('slip.bad_multiplier') : undefined}
        >
          <TextInput
            id="lottery-multiplier"
            inputMode="numeric"
            value={multiplierText}
            onChange={(event) => setMultiplierText(event.target.value)}
          />
        </Field>
      </div>
      <fieldset className="lottery-slip__chase" data-testid="chase-setup">
        <label>
          <input type="checkbox" checked={chasing} onChange={(e) => setChasing(e.target.checked)} />{' '}
          {t('chase.enable')}
        </label>
        {chasing && (
          <>
            <Field
              label={t('chase.issues')}
              htmlFor="lottery-chase-issues"
              error={issues === null ? t('chase.bad_issues') : undefined}
            >
              <TextInput
                id="lottery-chase-issues"
                inputMode="numeric"
                value={chaseText}
                onChange={(event) => setChaseText(event.target.value)}
              />
            </Field>
            <label>
              <input type="checkbox" checked={stopOnWin} onChange={(e) => setStopOnWin(e.target.checked)} />{' '}
              {t('chase.stop_on_win')}
            </label>
          </>
        )}
      </fieldset>
      <p className="lottery-slip__total">
        <span>{t('slip.total')}</span>
        <strong data-testid="slip-total">{total === null ? '-' : <Money minor={total} />}</strong>
      </p>
      {/* Placed, the slip is empty: the button keeps the focus beside the message that says so. */}
      <Button block onClick={place} disabled={!canPlace} focusableWhenDisabled loading={placing}>
        {t('slip.place')}
      </Button>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`lottery-slip__message is-${message.kind}`}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
