import {
  DemoBanner,
  FailedScreen,
  FairnessPanel,
  IntroSheet,
  LoadingScreen,
  Sheet,
  TopBar,
  useStore,
} from '@platform/house-kit';
import { useEffect, useState } from 'preact/hooks';
import type { SlotGame } from '../game/slot-game';
import { verifyLink } from '../game/verify-link';
import { useTexts } from '../i18n/texts-context';
import type { Sound } from '../sound/bleeps';
import { Controls } from './controls';
import { HistoryPanel } from './history-panel';
import { Notice } from './notice';
import { PaytableView } from './paytable-view';
import { Reels } from './reels';
import { GoldDefs } from './symbol-art';

type Panel = 'paytable' | 'fairness' | 'history';

export function App({ game, sound }: { game: SlotGame; sound: Sound }) {
  const { t, language } = useTexts();
  const state = useStore(game);
  const [panel, setPanel] = useState<Panel | null>(null);
  const playing = state.phase === 'playing' && panel === null;
  useEffect(() => {
    if (!playing) return;
    // Space spins (or skips, or stops auto-spin) like the spin button, unless a control has the focus.
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.code !== 'Space' || target?.closest('button, input, select, a')) return;
      event.preventDefault();
      game.press();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [game, playing]);

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
    <main class={`screen game${state.inFreeSpins ? ' in-free-spins' : ''}`} aria-label={t('title')}>
      <GoldDefs />
      <TopBar
        title={t('title')}
        menu={[
          { id: 'paytable', label: t('menuPaytable') },
          { id: 'fairness', label: t('menuFairness') },
          { id: 'history', label: t('menuHistory') },
        ]}
        onPanel={setPanel}
        onBack={() => game.back()}
        sound={sound}
      />
      {open.demo && <DemoBanner />}
      <section class="stage">
        <div
          class="free-spins"
          data-testid="free-spins"
          hidden={state.freeSpinsLeft <= 0 && !state.inFreeSpins}
        >
          {t('freeSpins', { count: Math.max(state.freeSpinsLeft, 0) })}
        </div>
        <Reels
          window={state.window}
          reelsStopped={state.reelsStopped}
          strips={open.paytable.strips}
          lines={open.paytable.lines}
          scatter={open.paytable.scatter}
          step={state.shownStep}
          onTap={() => game.skip()}
        />
        <Notice state={state} />
      </section>
      <Controls game={game} state={state} />
      {state.phase === 'intro' && (
        <IntroSheet title={t('rulesTitle')} onPlay={() => game.play()}>
          <PaytableView open={open} betIndex={state.betIndex} />
        </IntroSheet>
      )}
      {panel === 'paytable' && (
        <Sheet title={t('rulesTitle')} onClose={() => setPanel(null)}>
          <PaytableView open={open} betIndex={state.betIndex} />
        </Sheet>
      )}
      {panel === 'fairness' && (
        <FairnessPanel
          fair={state.fair}
          busy={state.busy || state.auto !== null}
          onClientSeed={(seed) => game.setClientSeed(seed)}
          onRotate={() => game.rotateSeed()}
          verifyHref={(revealed) => {
            // The last round's own stake when it is the one on screen; else the bet level in use.
            const last = game.state.lastRound;
            const shown =
              last?.nonce === revealed.lastNonce && last.serverSeedHash === revealed.serverSeedHash;
            return verifyLink({
              ...revealed,
              nonce: revealed.lastNonce,
              ...(shown ? { stake: last.stake } : { betLevel: state.betIndex }),
              lang: language,
            });
          }}
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'history' && <HistoryPanel game={game} onClose={() => setPanel(null)} />}
    </main>
  );
}
