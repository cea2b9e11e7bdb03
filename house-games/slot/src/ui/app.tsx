import { useEffect, useState } from 'preact/hooks';
import type { SlotGame } from '../game/slot-game';
import { useTexts } from '../i18n/texts-context';
import type { Sound } from '../sound/bleeps';
import { Controls } from './controls';
import { FairnessPanel } from './fairness-panel';
import { HistoryPanel } from './history-panel';
import { Notice } from './notice';
import { PaytableView } from './paytable-view';
import { Reels } from './reels';
import { Sheet } from './sheet';
import { GoldDefs } from './symbol-art';
import { type Panel, TopBar } from './top-bar';
import { useGameState } from './use-game-state';

export function App({ game, sound }: { game: SlotGame; sound: Sound }) {
  const { t } = useTexts();
  const state = useGameState(game);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [soundOn, setSoundOn] = useState(sound.enabled);
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

  if (state.phase === 'loading') {
    return (
      <main class="screen screen-center">
        <div class="loader" aria-hidden="true" />
        <p>{t('loading')}</p>
      </main>
    );
  }
  if (state.phase === 'failed' || !state.open || !state.fair) {
    return (
      <main class="screen screen-center">
        <h1 class="game-title">{t('title')}</h1>
        <p class="status status-warn" role="alert">
          {t(state.failure ?? 'openFailed')}
        </p>
        <button type="button" class="button button-gold" onClick={() => game.back()}>
          {t('retry')}
        </button>
      </main>
    );
  }
  const { open } = state;
  return (
    <main class={`screen game${state.inFreeSpins ? ' in-free-spins' : ''}`}>
      <GoldDefs />
      <TopBar
        onBack={() => game.back()}
        onPanel={setPanel}
        soundOn={soundOn}
        onSound={(on) => {
          sound.setEnabled(on);
          setSoundOn(on);
        }}
      />
      {open.demo && (
        <p class="demo-banner" data-testid="demo-banner">
          {t('demoBanner')}
        </p>
      )}
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
        <Sheet
          title={t('rulesTitle')}
          footer={
            <button
              type="button"
              class="button button-gold play-button"
              data-testid="play"
              onClick={() => game.play()}
            >
              {t('play')}
            </button>
          }
        >
          <PaytableView open={open} betIndex={state.betIndex} />
        </Sheet>
      )}
      {panel === 'paytable' && (
        <Sheet title={t('rulesTitle')} onClose={() => setPanel(null)}>
          <PaytableView open={open} betIndex={state.betIndex} />
        </Sheet>
      )}
      {panel === 'fairness' && (
        <FairnessPanel
          game={game}
          fair={state.fair}
          betIndex={state.betIndex}
          busy={state.busy || state.auto !== null}
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'history' && <HistoryPanel game={game} onClose={() => setPanel(null)} />}
    </main>
  );
}
