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
  useFocusHandover,
  useStore,
  useTexts,
  VERIFIER_PAGE,
  verifyLink,
} from '@platform/house-kit';
import { useRef, useState } from 'preact/hooks';
import { isOpen, type MinesGame, type MinesRound } from '../game/mines-game';
import type { MinesTextKey } from '../i18n/texts';
import type { Sound } from '../sound';
import { Board } from './board';
import { Controls } from './controls';
import { Rules } from './rules';

type Panel = 'rules' | 'fairness' | 'history';

/** The one verifier page, at Mines' section, filled with one round. */
export function roundVerifyHref(round: MinesRound, serverSeed: string, lang: string): string {
  return verifyLink(VERIFIER_PAGE, {
    serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    lang,
    extra: {
      game: 'mines',
      mines: round.mineCount,
      reveals: round.reveals.join(','),
      stake: round.stake,
      paid: round.payout,
      shown: round.mines?.join(','),
    },
  });
}

function RoundDetails({ round }: { round: MinesRound }) {
  const { t } = useTexts<MinesTextKey>();
  const safe = round.state === 'LOST' ? round.reveals.length - 1 : round.reveals.length;
  return (
    <p class="round-details">
      <span>{t('roundSummary', { mines: round.mineCount, safe })}</span>{' '}
      <strong>
        {round.state === 'LOST'
          ? t('roundLost')
          : t('roundCashedOut', { multiplier: round.multiplier ?? '0.00' })}
      </strong>
      <span class="mini-board" aria-hidden="true">
        {Array.from({ length: 25 }, (_, tile) => (
          <i key={tile} class={round.mines?.includes(tile) ? 'm' : round.reveals.includes(tile) ? 'g' : ''} />
        ))}
      </span>
    </p>
  );
}

export function App({ game, sound }: { game: MinesGame; sound: Sound }) {
  const { t, language } = useTexts<MinesTextKey>();
  const state = useStore(game);
  const [panel, setPanel] = useState<Panel | null>(null);
  const screen = useRef<HTMLElement>(null);
  const live = isOpen(state.round);
  // Bet gives way to the board and Cash out, and comes back when the round ends: the keyboard goes along.
  useFocusHandover(screen, live, () =>
    screen.current?.querySelector<HTMLElement>(live ? '.tile:not(.tile-opened)' : '[data-testid="bet"]'),
  );

  if (state.phase === 'loading') return <LoadingScreen />;
  if (state.phase === 'failed' || !state.open || !state.fair) {
    return (
      <FailedScreen
        title={t('title')}
        message={t(state.failure ?? 'openFailed')}
        onBack={() => game.back()}
      />
    );
  }
  const { open } = state;
  return (
    <main ref={screen} class="screen game mines" aria-label={t('title')}>
      <TopBar
        title={t('title')}
        menu={[
          { id: 'rules', label: t('menuRules') },
          { id: 'fairness', label: t('menuFairness') },
          { id: 'history', label: t('menuHistory') },
        ]}
        onPanel={setPanel}
        onBack={() => game.back()}
        sound={sound}
      />
      {open.demo && <DemoBanner />}
      <section class="stage">
        <Board
          round={state.round}
          canOpen={state.phase === 'playing' && live && !state.busy}
          onOpen={(tile) => void game.reveal(tile)}
        />
        <Controls game={game} state={state} />
      </section>
      {state.phase === 'intro' && (
        <IntroSheet title={t('rulesTitle')} onPlay={() => game.play()}>
          <Rules rtp={open.rtp} mineCount={state.mineCount} />
        </IntroSheet>
      )}
      {panel === 'rules' && (
        <Sheet title={t('rulesTitle')} onClose={() => setPanel(null)}>
          <Rules rtp={open.rtp} mineCount={state.mineCount} />
        </Sheet>
      )}
      {panel === 'fairness' && (
        <FairnessPanel
          fair={state.fair}
          busy={state.busy || live}
          onClientSeed={(seed) => game.setClientSeed(seed)}
          onRotate={() => game.rotateSeed()}
          verifyHref={(revealed) => {
            // The round on the board when it is the last one of the revealed seed; else the seeds alone.
            const last = game.state.round;
            if (last && last.nonce === revealed.lastNonce && last.serverSeedHash === revealed.serverSeedHash)
              return roundVerifyHref(last, revealed.serverSeed, language);
            return verifyLink(VERIFIER_PAGE, {
              ...revealed,
              nonce: revealed.lastNonce,
              lang: language,
              extra: { game: 'mines' },
            });
          }}
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'history' && (
        <HistoryPanel
          load={() => game.loadHistory()}
          keyOf={(round: MinesRound) => round.roundId}
          renderRound={(round: MinesRound) => (
            <RoundCard
              round={round}
              verifyHref={(serverSeed) => roundVerifyHref(round, serverSeed, language)}
            >
              <RoundDetails round={round} />
            </RoundCard>
          )}
          onClose={() => setPanel(null)}
        />
      )}
    </main>
  );
}
