import {
  DemoBanner,
  FailedScreen,
  IntroSheet,
  LoadingScreen,
  Sheet,
  TopBar,
  useStore,
} from '@platform/house-kit';
import { useState } from 'preact/hooks';
import type { CrashGame } from '../game/crash-game';
import { useTexts } from '../i18n/texts';
import type { CrashSound } from '../sound/crash-sounds';
import { BetPanel } from './bet-panel';
import { ChainPanel } from './chain-panel';
import { CrashStage } from './crash-stage';
import { HistoryStrip } from './history-strip';
import { MyBetsPanel } from './my-bets-panel';
import { PlayersList } from './players-list';
import { RulesView } from './rules-view';

type Panel = 'rules' | 'chain' | 'bets';

export function App({ game, sound }: { game: CrashGame; sound: CrashSound }) {
  const { t } = useTexts();
  const state = useStore(game);
  const [panel, setPanel] = useState<Panel | null>(null);

  if (state.phase === 'loading') return <LoadingScreen />;
  if (state.phase === 'failed' || !state.open || !state.rules) {
    return (
      <FailedScreen
        title={t('title')}
        message={t(state.failure ?? 'openFailed')}
        onBack={() => game.back()}
      />
    );
  }
  const { rules } = state;
  const myBetId = state.myBet && state.myBet.roundId === state.round?.roundId ? state.myBet.betId : null;
  return (
    <main class="screen game crash" aria-label={t('title')}>
      <TopBar
        title={t('title')}
        balance={state.balance}
        menu={[
          { id: 'rules', label: t('menuRules') },
          { id: 'chain', label: t('menuChain') },
          { id: 'bets', label: t('menuMyBets') },
        ]}
        onPanel={setPanel}
        onBack={() => game.back()}
        sound={sound}
      />
      {state.open.demo && <DemoBanner />}
      {state.connection === 'lost' && (
        <p class="connection-lost" role="alert" data-testid="reconnecting">
          {t('reconnecting')}
        </p>
      )}
      <HistoryStrip history={state.history} />
      <div class="crash-body">
        <div class="crash-main">
          <CrashStage game={game} state={state} />
          <BetPanel game={game} state={state} />
        </div>
        <PlayersList bets={state.bets} myBetId={myBetId} />
      </div>
      {state.phase === 'intro' && (
        <IntroSheet title={t('rulesTitle')} onPlay={() => game.play()}>
          <RulesView rules={rules} />
        </IntroSheet>
      )}
      {panel === 'rules' && (
        <Sheet title={t('rulesTitle')} onClose={() => setPanel(null)}>
          <RulesView rules={rules} />
        </Sheet>
      )}
      {panel === 'chain' && <ChainPanel game={game} state={state} onClose={() => setPanel(null)} />}
      {panel === 'bets' && <MyBetsPanel game={game} onClose={() => setPanel(null)} />}
    </main>
  );
}
