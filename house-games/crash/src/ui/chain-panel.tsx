import { verifyCrashRound } from '@platform/house-engine';
import { errorCode, Sheet } from '@platform/house-kit';
import type { CallResponse, CrashHistoryRound, crashChainCall } from '@platform/shared-contracts/studio';
import { useEffect, useState } from 'preact/hooks';
import type { CrashGame, CrashState } from '../game/crash-game';
import { useTexts } from '../i18n/texts';

type Chain = CallResponse<typeof crashChainCall>;

/** Each shown round checked here: its seed hashes to the round before's seed and gives its crash point. */
function checkRound(round: CrashHistoryRound, before: CrashHistoryRound | undefined, chain: Chain) {
  const previous = round.roundNumber === 1 ? chain.terminalHash : before?.seed;
  if (!previous || (before && before.roundNumber !== round.roundNumber - 1)) return null;
  return verifyCrashRound({ seed: round.seed, previous, salt: chain.salt, crashPoint: round.crashPoint });
}

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
  const { t } = useTexts();
  const [chain, setChain] = useState<Chain | null>(null);
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
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Sheet>
  );
}
