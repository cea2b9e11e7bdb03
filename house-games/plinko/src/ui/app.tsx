import {
  DemoBanner,
  FailedScreen,
  FairnessPanel,
  HistoryPanel,
  IntroSheet,
  LoadingScreen,
  RoundCard,
  Sheet,
  TopBar,
  useStore,
  useTexts,
  verifyLink,
} from '@platform/house-kit';
import { useCallback, useState } from 'preact/hooks';
import type { DropRound, PlinkoGame } from '../game/plinko-game';
import type { PlinkoTextKey } from '../i18n/en';
import type { Sound } from '../sound';
import { Board } from './board';
import { Controls } from './controls';
import { Rules } from './rules';

type Panel = 'rules' | 'fairness' | 'history';

/** The public verifier every studio game links to (issue 13: one verifier page). */
const VERIFIER = '/house-games/verify/';

const prefersLessMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function App({ game, sound, stepMs = 110 }: { game: PlinkoGame; sound: Sound; stepMs?: number }) {
  const { t, language } = useTexts<PlinkoTextKey>();
  const state = useStore(game);
  const [panel, setPanel] = useState<Panel | null>(null);
  const onLanded = useCallback(() => game.landed(), [game]);

  if (state.phase === 'loading') return <LoadingScreen text={t('loading')} />;
  const board = game.board();
  if (state.phase === 'failed' || !state.open || !state.fair || !state.rules || !board) {
    return (
      <FailedScreen
        title={t('title')}
        message={t((state.failure ?? 'openFailed') as PlinkoTextKey)}
        onBack={() => game.back()}
      />
    );
  }
  const { open, last } = state;
  const verifyHref = (
    round: Pick<DropRound, 'serverSeedHash' | 'clientSeed' | 'nonce' | 'rows' | 'risk' | 'stake'>,
    serverSeed: string,
  ) =>
    verifyLink(VERIFIER, {
      serverSeed,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      lang: language,
      extra: { game: 'plinko', rows: round.rows, risk: round.risk, stake: round.stake },
    });
  const showWin = last && !state.busy && last.rows === state.rows;
  return (
    <main class="screen game plinko" aria-label={t('title')}>
      <TopBar
        title={t('title')}
        balance={state.balance}
        menu={[
          { id: 'rules', label: t('menuRules') },
          { id: 'fairness', label: t('menuFairness') },
          { id: 'history', label: t('menuHistory') },
        ]}
        onPanel={(id) => setPanel(id as Panel)}
        onBack={() => game.back()}
        sound={sound}
      />
      {open.demo && <DemoBanner />}
      <section class="stage">
        <Board
          board={board}
          drop={last}
          stepMs={prefersLessMotion() ? 0 : stepMs}
          onStep={sound.peg}
          onLanded={onLanded}
        />
        <p class="result" data-testid="result" aria-live="polite">
          {state.error
            ? t(state.error as PlinkoTextKey)
            : showWin
              ? t('landed', { multiplier: last.multiplier.replace(/\.?0+$/, ''), win: last.totalWin })
              : '\u00a0'}
        </p>
      </section>
      <Controls game={game} state={state} />
      {state.phase === 'intro' && (
        <IntroSheet title={t('rulesTitle')} onPlay={() => game.play()}>
          <Rules rtp={open.rtp} />
        </IntroSheet>
      )}
      {panel === 'rules' && (
        <Sheet title={t('rulesTitle')} onClose={() => setPanel(null)}>
          <Rules rtp={open.rtp} />
        </Sheet>
      )}
      {panel === 'fairness' && (
        <FairnessPanel
          fair={state.fair}
          busy={state.busy}
          onClientSeed={(seed) => game.setClientSeed(seed)}
          onRotate={() => game.rotateSeed()}
          verifyHref={(revealed) =>
            verifyHref(
              last && last.nonce === revealed.lastNonce && last.serverSeedHash === revealed.serverSeedHash
                ? last
                : {
                    ...revealed,
                    nonce: revealed.lastNonce,
                    rows: state.rows,
                    risk: state.risk,
                    stake: game.stake(),
                  },
              revealed.serverSeed,
            )
          }
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'history' && (
        <HistoryPanel
          load={() => game.rounds()}
          keyOf={(round: DropRound) => round.roundId}
          renderRound={(round: DropRound) => (
            <RoundCard
              round={{ ...round, payout: round.totalWin }}
              verifyHref={(seed) => verifyHref(round, seed)}
            >
              <p class="mono" data-testid="history-path">
                {t('path')}: {round.path} · {t('bucket')} {round.bucket} · {round.multiplier}× · {round.rows}{' '}
                / {round.risk}
              </p>
            </RoundCard>
          )}
          onClose={() => setPanel(null)}
        />
      )}
    </main>
  );
}
