import { errorCode, Sheet } from '@platform/house-kit';
import { useEffect, useState } from 'preact/hooks';
import type { CrashGame, CrashState } from '../game/crash-game';
import { useTexts } from '../i18n/texts';
import { type CrashChain, checkRound, roundVerifyHref } from '../verify/chain-round';

/** The published hash chain and the recent rounds verified in the browser. */
export function ChainPanel({
  game,
  state,
  onClose,
}: {
  game: CrashGame;
  state: CrashState;
  onClose: () => void;
}) {
  const { t, language } = useTexts();
  const [chain, setChain] = useState<CrashChain | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    game.chain().then(setChain, (error) => setFailed(errorCode(error)));
  }, [game]);
  const history = state.history;
  return (
    <Sheet title={t('chainTitle')} onClose={onClose}>
      <p class="muted">{t('chainIntro')}</p>
      {state.round && (
        <dl class="fair-facts">
          <dt>{t('currentHash')}</dt>
          <dd class="mono" data-testid="round-hash">
            {state.round.hash}
          </dd>
        </dl>
      )}
      {failed && <p class="status status-warn">{`${t('loadFailed')} (${failed})`}</p>}
      {chain && (
        <>
          <dl class="fair-facts">
            <dt>{t('chainTerminal')}</dt>
            <dd class="mono">{chain.terminalHash}</dd>
            <dt>{t('chainSalt')}</dt>
            <dd class="mono">{chain.salt}</dd>
            <dt>{t('chainMethod')}</dt>
            <dd>{chain.method}</dd>
          </dl>
          <h3>{t('verifyRecent')}</h3>
          <ol class="history" data-testid="verified-rounds">
            {history.map((round, index) => {
              const result = checkRound(round, history[index + 1], chain);
              return (
                <li key={round.roundId} class="round">
                  <header>
                    <span>{t('roundNumber', { number: round.roundNumber })}</span>
                    <strong>{round.crashPoint}×</strong>
                  </header>
                  <div class="mono muted">{round.seed}</div>
                  <div
                    class={result ? (result.ok ? 'status status-ok' : 'status status-warn') : 'muted'}
                    data-testid="verify-result"
                  >
                    {result
                      ? result.ok
                        ? t('verifyOk')
                        : t('verifyBad', { reason: result.mismatches.join('; ') })
                      : t('verifyUnknown')}
                  </div>
                  <a
                    href={roundVerifyHref(round, history[index + 1], chain, language)}
                    target="_blank"
                    rel="noopener"
                    data-testid="round-verify-link"
                  >
                    {t('verifyRound')}
                  </a>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Sheet>
  );
}
