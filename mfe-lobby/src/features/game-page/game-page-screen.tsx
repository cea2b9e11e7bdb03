import { errorCatalogue } from '@platform/shared-contracts/client';
import { Button, Empty, Icon, IconButton, Spinner, useMediaQuery, VisuallyHidden } from '@platform/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { frameMessageOf, gameTargetOf } from './frame-messages';
import { RealityCheckDialog, useRealityCheck } from './reality-check';
import { useFitBelow } from './use-fit-below';
import { useGameUrl } from './use-game-url';

/**
 * A phone on its side: about 360 px of height, where the site's header scrolls away (host header.css) and the stage
 * takes the screen's whole height (lobby.css, the same query).
 */
export const PHONE_ON_ITS_SIDE = '(orientation: landscape) and (max-height: 500px)';

/** While a game is open the header balance is read again this often, for vendors that do not post balance news. */
const BALANCE_REFRESH_MS = 30_000;

/**
 * The game page (/seamless): the launched game in a frame filling the content area, with back and full screen.
 * The in-house game posts `house-game:back` (go back) and `house-game:balance` (a spin settled); the header
 * balance is told to refresh then, every 30 s while the game is open, and when the page closes.
 */
export function GamePageScreen() {
  const { query, bus, navigate } = useRemote();
  const { t } = useLobbyText();
  const target = gameTargetOf(query);
  const [attempt, setAttempt] = useState(0);
  const game = useGameUrl(target, attempt);
  // Named by the launch: the address names only the vendor and the game's id.
  const gameName = game.status === 'ready' ? game.gameName : null;
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const fitted = useFitBelow(page);

  const back = useCallback(() => {
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  }, [navigate]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = frameMessageOf(event, window.location.origin);
      if (message === 'back') back();
      if (message === 'balance') bus.emit('wallet:changed', {});
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [back, bus]);

  const playing = game.status === 'ready' && !target?.demo;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => bus.emit('wallet:changed', {}), BALANCE_REFRESH_MS);
    return () => {
      clearInterval(timer);
      // The game closed: whatever it settled shows in the header.
      bus.emit('wallet:changed', {});
    };
  }, [playing, bus]);

  const reality = useRealityCheck(playing);

  // On a phone on its side the game is brought to fill the screen, as it opens or as the phone is turned.
  const onItsSide = useMediaQuery(PHONE_ON_ITS_SIDE);
  const ready = game.status === 'ready';
  useEffect(() => {
    if (onItsSide && ready) box.current?.scrollIntoView({ block: 'start' });
  }, [onItsSide, ready]);

  const fullScreen = () => void box.current?.requestFullscreen?.().catch(() => undefined);

  return (
    <div className="lobby-game" data-testid="game-page" ref={page} style={fitted}>
      <div className="lobby-game__bar">
        <Button size="sm" variant="ghost" onClick={back} data-testid="game-back">
          <Icon name="chevron-left" size={16} /> {t('back')}
        </Button>
        {gameName ? (
          <h1 className="lobby-game__title">{gameName}</h1>
        ) : (
          <VisuallyHidden as="h1">{t('game_frame')}</VisuallyHidden>
        )}
        {target?.demo && <span className="lobby-game__demo">{t('demo_mode')}</span>}
        <IconButton
          label={t('full_screen')}
          size="sm"
          onClick={fullScreen}
          disabled={game.status !== 'ready'}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="lobby-game__fs">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </IconButton>
      </div>
      <div className="lobby-game__stage" ref={box}>
        {game.status === 'ready' && (
          <iframe
            ref={frame}
            className="lobby-game__frame"
            src={game.url}
            title={gameName ?? t('game_frame')}
            allow="fullscreen; autoplay"
            allowFullScreen
            data-testid="game-frame"
          />
        )}
        {game.status === 'loading' && <Spinner size={40} label={t('opening_game')} />}
        {game.status === 'login' && (
          <Empty
            icon={<Icon name="lock" size={28} />}
            title={t('login_to_play')}
            action={<Button onClick={() => bus.emit('auth:open', { view: 'login' })}>{t('login')}</Button>}
          />
        )}
        {game.status === 'failed' && (
          <Empty
            icon={<Icon name="warning" size={28} />}
            title={t(errorCatalogue[game.code].i18nKey)}
            action={
              <div className="lobby-game__actions">
                <Button variant="secondary" onClick={back}>
                  {t('back')}
                </Button>
                <Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>
              </div>
            }
          />
        )}
      </div>
      <RealityCheckDialog check={reality.due} onKeepPlaying={reality.keepPlaying} onStop={back} />
    </div>
  );
}
