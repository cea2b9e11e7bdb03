import { displayMoney } from '@platform/shared-contracts/studio';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useTexts } from '../i18n/texts-context';
import { errorCode } from '../studio/studio-client';
import { Sheet } from './sheet';

/**
 * Game recall: loads the rounds once when opened and lets the game render each one (`RoundCard` is the usual
 * frame). Says loading, nothing yet, or why it failed.
 */
export function HistoryPanel<R>({
  load,
  keyOf,
  renderRound,
  onClose,
  title,
}: {
  load: () => Promise<R[]>;
  keyOf: (round: R) => string;
  renderRound: (round: R) => ComponentChildren;
  onClose: () => void;
  title?: string;
}) {
  const { t } = useTexts();
  const [rounds, setRounds] = useState<R[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Loads once per opening: the game passes a new `load` closure on every render.
  useEffect(() => {
    load().then(setRounds, (error) => setFailed(errorCode(error)));
  }, []);
  return (
    <Sheet title={title ?? t('historyTitle')} onClose={onClose}>
      {failed && <p class="status status-warn">{`${t('loadFailed')} (${failed})`}</p>}
      {!rounds && !failed && <p class="muted">{t('loading')}</p>}
      {rounds && rounds.length === 0 && <p class="muted">{t('historyEmpty')}</p>}
      {rounds && rounds.length > 0 && (
        <ol class="history">
          {rounds.map((round) => (
            <li key={keyOf(round)} class="round" data-testid="history-round">
              {renderRound(round)}
            </li>
          ))}
        </ol>
      )}
    </Sheet>
  );
}

/** What every recalled round shows: its id and time, then the game's details, then its seeds. */
export interface RoundSummary {
  roundId: string;
  time: string;
  stake: string;
  /** What the round paid back (its total win). */
  payout: string;
  balanceBefore: string;
  balanceAfter: string;
  serverSeedHash: string;
  /** Null until the seed is rotated. */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
}

/** The usual frame of one recalled round: header, money, the game's details, and the seeds with a verify link. */
export function RoundCard({
  round,
  verifyHref,
  children,
}: {
  round: RoundSummary;
  /** The verifier's address once the seed is revealed. */
  verifyHref: (serverSeed: string) => string;
  children?: ComponentChildren;
}) {
  const { t, language } = useTexts();
  return (
    <>
      <header>
        <span class="mono">
          {t('round')} {round.roundId.slice(0, 12)}
        </span>
        <time dateTime={round.time}>
          {new Date(round.time).toLocaleString(language === 'EN' ? 'en' : undefined)}
        </time>
      </header>
      <dl class="round-money">
        <dt>{t('stake')}</dt>
        <dd>{displayMoney(round.stake)}</dd>
        <dt>{t('win')}</dt>
        <dd class={Number(round.payout) > 0 ? 'won' : ''}>{displayMoney(round.payout)}</dd>
        <dt>{t('balanceBefore')}</dt>
        <dd>{displayMoney(round.balanceBefore)}</dd>
        <dt>{t('balanceAfter')}</dt>
        <dd>{displayMoney(round.balanceAfter)}</dd>
      </dl>
      {children}
      <footer class="muted mono">
        nonce {round.nonce} · {round.clientSeed} ·{' '}
        {round.serverSeed ? (
          <a target="_blank" rel="noopener" href={verifyHref(round.serverSeed)}>
            {t('verifyRound')}
          </a>
        ) : (
          <span>
            {t('serverSeed')}: {t('hidden')}
          </span>
        )}
      </footer>
    </>
  );
}
