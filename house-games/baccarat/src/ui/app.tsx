import {
  DemoBanner,
  FailedScreen,
  FairnessPanel,
  HistoryPanel,
  IntroSheet,
  LoadingScreen,
  RoundCard,
  Sheet,
  type SoundSwitch,
  TopBar,
  useStore,
} from '@platform/house-kit';
import { displayMoney } from '@platform/shared-contracts/studio';
import { useState } from 'preact/hooks';
import type { BaccaratGame, Hand } from '../game/baccarat-game';
import { handVerifyHref } from '../game/verify-href';
import { useTexts } from '../i18n/texts';
import { HandView, resultText } from './hand-view';
import { RulesView } from './rules-view';
import { Table } from './table';

type Panel = 'rules' | 'fairness' | 'history';

export function App({ game, sound }: { game: BaccaratGame; sound: SoundSwitch }) {
  const { t, language } = useTexts();
  const state = useStore(game);
  const [panel, setPanel] = useState<Panel | null>(null);

  if (state.phase === 'loading') return <LoadingScreen />;
  if (state.phase === 'failed' || !state.open || !state.fair || !state.rules || !state.shoe) {
    return (
      <FailedScreen
        title={t('title')}
        message={t(state.failure ?? 'openFailed')}
        onBack={() => game.back()}
      />
    );
  }
  const { open, rules, shoe, hand } = state;
  const finished = hand !== null && !state.busy;
  return (
    <main class="screen game" aria-label={t('title')}>
      <TopBar
        title={t('title')}
        balance={state.balance}
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
      <section class="shoe-bar muted" data-testid="shoe">
        <span>
          {t('shoe')} <span class="mono">{shoe.serverSeedHash.slice(0, 16)}…</span>
        </span>
        <span data-testid="cards-to-cut">{t('cardsToCut', { count: shoe.cardsToCut })}</span>
        <span>{t('handsDealt', { count: shoe.handsDealt + 1 })}</span>
      </section>
      <section class="felt">
        <HandView hand={hand} cardsShown={state.cardsShown} />
        <p class={`notice status-${state.notice?.tone ?? 'info'}`} data-testid="notice" aria-live="polite">
          {finished && hand ? <strong data-testid="result">{resultText(t, hand)} · </strong> : null}
          {state.notice ? t(state.notice.key, state.notice.values) : ''}
        </p>
      </section>
      <Table game={game} state={state} />
      {state.phase === 'intro' && (
        <IntroSheet title={t('rulesTitle')} onPlay={() => game.play()}>
          <RulesView rules={rules} rtp={open.rtp} />
        </IntroSheet>
      )}
      {panel === 'rules' && (
        <Sheet title={t('rulesTitle')} onClose={() => setPanel(null)}>
          <RulesView rules={rules} rtp={open.rtp} />
        </Sheet>
      )}
      {panel === 'fairness' && (
        <FairnessPanel
          fair={{ ...state.fair, clientSeed: state.fair.clientSeed, nonce: shoe.cardsDealt }}
          busy={state.busy}
          onClientSeed={(seed) => game.setClientSeed(seed)}
          onRotate={() => game.rotateSeed()}
          verifyHref={(revealed) =>
            handVerifyHref(
              {
                position: 0,
                serverSeedHash: revealed.serverSeedHash,
                clientSeed: shoe.clientSeed,
                player: [],
                banker: [],
              },
              revealed.serverSeed,
              language,
            )
          }
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'history' && (
        <HistoryPanel<Hand>
          load={() => game.loadHands()}
          keyOf={(round) => round.roundId}
          onClose={() => setPanel(null)}
          renderRound={(round) => (
            <RoundCard
              round={{ ...round, payout: round.totalWin, nonce: round.position }}
              verifyHref={(serverSeed) => handVerifyHref(round, serverSeed, language)}
            >
              <p class="history-hand">
                {resultText(t, round)} ·{' '}
                {round.bets
                  .map((bet) => `${t(bet.kind)} ${displayMoney(bet.stake)} → ${displayMoney(bet.win)}`)
                  .join(' · ')}
              </p>
              <p class="mono muted">
                P {round.player.map((card) => `${card.rank}${card.suit}`).join(' ')} · B{' '}
                {round.banker.map((card) => `${card.rank}${card.suit}`).join(' ')}
              </p>
            </RoundCard>
          )}
        />
      )}
    </main>
  );
}
