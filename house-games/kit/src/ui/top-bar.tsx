import { displayMoney } from '@platform/shared-contracts/studio';
import { useEffect, useState } from 'preact/hooks';
import { useTexts } from '../i18n/texts-context';
import type { SoundSwitch } from '../sound/tones';

/** A menu entry: the panel's id and its label (already translated). */
export interface MenuItem<P extends string> {
  id: P;
  label: string;
}

/**
 * Back, the game's name, the balance (when the game shows it here), the menu of panels, sound (off until turned
 * on: the bar turns the game's `sound` on and off) and full screen. Framed by the site's game page, which has back,
 * full screen and the game's name for every game (decision 054), the game leaves those to it: one set on screen
 * (the name stays the frame's heading, unseen).
 */
export function TopBar<P extends string>({
  title,
  balance,
  menu,
  onPanel,
  onBack,
  sound,
}: {
  title: string;
  balance?: string;
  menu: MenuItem<P>[];
  onPanel: (panel: P) => void;
  onBack: () => void;
  sound: SoundSwitch;
}) {
  const { t } = useTexts();
  const [soundOn, setSoundOn] = useState(sound.enabled);
  const toggleSound = () => {
    sound.setEnabled(!soundOn);
    setSoundOn(!soundOn);
  };
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const framed = window.parent !== window;
  const canFullscreen = !framed && Boolean(document.fullscreenEnabled);
  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }
  return (
    <header class={framed ? 'top-bar framed' : 'top-bar'}>
      {!framed && (
        <button type="button" class="icon-button" onClick={onBack} aria-label={t('back')} title={t('back')}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5 L8 12 L15 19" />
          </svg>
        </button>
      )}
      <h1 class="game-title">{title}</h1>
      {balance !== undefined && (
        <p class="top-balance">
          <span class="muted">{t('balance')}</span>{' '}
          <strong data-testid="top-balance">{displayMoney(balance)}</strong>
        </p>
      )}
      <nav class="menu">
        {menu.map((item) => (
          <button key={item.id} type="button" class="menu-button" onClick={() => onPanel(item.id)}>
            {item.label}
          </button>
        ))}
      </nav>
      <button
        type="button"
        class="icon-button"
        aria-pressed={soundOn}
        aria-label={soundOn ? t('soundOn') : t('soundOff')}
        title={soundOn ? t('soundOn') : t('soundOff')}
        onClick={toggleSound}
        data-testid="sound"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 9 H8 L13 5 V19 L8 15 H4 Z" class="filled" />
          {soundOn ? (
            <path d="M16 9 Q19 12 16 15 M18 6 Q23 12 18 18" />
          ) : (
            <path d="M16 9 L22 15 M22 9 L16 15" />
          )}
        </svg>
      </button>
      {canFullscreen && (
        <button
          type="button"
          class="icon-button"
          onClick={toggleFullscreen}
          aria-label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
          title={fullscreen ? t('exitFullscreen') : t('fullscreen')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {fullscreen ? (
              <path d="M9 4 V9 H4 M15 4 V9 H20 M9 20 V15 H4 M15 20 V15 H20" />
            ) : (
              <path d="M4 9 V4 H9 M20 9 V4 H15 M4 15 V20 H9 M20 15 V20 H15" />
            )}
          </svg>
        </button>
      )}
    </header>
  );
}
