import type { ComponentChildren } from 'preact';
import { useTexts } from '../i18n/texts-context';
import { Sheet } from './sheet';

/** While the game opens. */
export function LoadingScreen({ text }: { text?: string }) {
  const { t } = useTexts();
  const shown = text ?? t('loading');
  return (
    <main class="screen screen-center" aria-label={shown}>
      <div class="loader" aria-hidden="true" />
      <p>{shown}</p>
    </main>
  );
}

/** The game cannot be played (no or used launch, ended session): says why, with the way back. */
export function FailedScreen({
  title,
  message,
  onBack,
}: {
  title: string;
  message: string;
  onBack: () => void;
}) {
  const { t } = useTexts();
  return (
    <main class="screen screen-center" aria-label={title}>
      <h1 class="game-title">{title}</h1>
      <p class="status status-warn" role="alert">
        {message}
      </p>
      <button type="button" class="button button-primary" onClick={onBack}>
        {t('retry')}
      </button>
    </main>
  );
}

/** Demo play says so on screen all the time. */
export function DemoBanner() {
  const { t } = useTexts();
  return (
    <p class="demo-banner" data-testid="demo-banner">
      {t('demoBanner')}
    </p>
  );
}

/** The published return to player, as every game's rules show it. */
export function RtpLine({ rtp }: { rtp: string }) {
  const { t } = useTexts();
  return (
    <p class="rtp" data-testid="rtp">
      {t('rtp', { rtp })}
    </p>
  );
}

/** The rules before the first bet: no bet until Play is pressed. */
export function IntroSheet({
  title,
  onPlay,
  children,
}: {
  title: string;
  onPlay: () => void;
  children: ComponentChildren;
}) {
  const { t } = useTexts();
  return (
    <Sheet
      title={title}
      footer={
        <button type="button" class="button button-primary play-button" data-testid="play" onClick={onPlay}>
          {t('play')}
        </button>
      }
    >
      {children}
    </Sheet>
  );
}
