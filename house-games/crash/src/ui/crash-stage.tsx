import { crashMultiplierAt, formatMultiplier } from '@platform/house-engine';
import type { CrashGame, CrashState } from '../game/crash-game';
import { useTexts } from '../i18n/texts';
import { useFrame } from './use-frame';

const WIDTH = 320;
const HEIGHT = 180;

/** The curve from the start to now: time across, the multiplier up (the view grows with both). */
function curvePoints(elapsedMs: number, cents: number): string {
  const spanMs = Math.max(elapsedMs, 8000);
  const top = Math.max(cents, 200);
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const at = (elapsedMs * i) / 40;
    const value = Math.min(crashMultiplierAt(at), cents);
    const x = (at / spanMs) * WIDTH;
    const y = HEIGHT - ((value - 100) / (top - 100)) * (HEIGHT - 12);
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(' ');
}

/** The live round: countdown while betting, the rising multiplier and its curve, then the crash point. */
export function CrashStage({ game, state }: { game: CrashGame; state: CrashState }) {
  const { t } = useTexts();
  const round = state.round;
  useFrame(round?.phase === 'running' || round?.phase === 'betting');
  const cents = game.multiplierNow();
  const crashed = round?.phase === 'crashed';
  const elapsed = round?.startedAt
    ? (crashed && round.crashedAt ? round.crashedAt : game.serverNow()) - round.startedAt
    : 0;
  let caption: string;
  if (!round) caption = t('waiting');
  else if (round.phase === 'betting') {
    const seconds = game.bettingSecondsLeft();
    caption = seconds > 0 ? t('bettingIn', { seconds }) : t('starting');
  } else if (crashed) caption = t('crashedAt', { multiplier: round.crashPoint ?? '' });
  else caption = '';
  return (
    <section class={`crash-stage${crashed ? ' is-crashed' : ''}`} data-phase={round?.phase ?? 'none'}>
      <svg class="curve" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
        {cents !== null && round?.startedAt ? <polyline points={curvePoints(elapsed, cents)} /> : null}
      </svg>
      <div
        class={`multiplier${cents === null ? ' is-waiting' : ''}`}
        data-testid="multiplier"
        aria-live="off"
      >
        {`${formatMultiplier(cents ?? 100)}×`}
      </div>
      <p class="caption" data-testid="caption" role="status">
        {caption}
      </p>
    </section>
  );
}
