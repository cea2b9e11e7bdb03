import { REMOTES } from '@platform/shared-contracts/client';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeMarquee } from '../announcements/notice-marquee';
import { HOME_CONTENT } from '../app/home-content';
import { useRemoteProps } from '../app/use-remote-props';
import { RemoteSlot } from '../federation/remote-slot';
import { bus } from '../platform/platform';
import { loggedInAtom } from '../store/host-store';
import { AppDownloadPromo } from './home/app-download-promo';
import { HomeHero } from './home/home-hero';

/** Home: the notice marquee and the welcome (home/home-hero.tsx) from the shell, then the lobby's home content. `/login` and `/register` open a modal over it. */
export function HomePage({ open }: { open?: 'login' | 'register' }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(loggedInAtom);
  const props = useRemoteProps('/');

  useEffect(() => {
    // The bus keeps this request until the auth remote listens, however long it takes to load.
    if (open && !loggedIn) bus.emit('auth:open', { view: open });
  }, [open, loggedIn]);

  return (
    <div className="page home-page">
      <NoticeMarquee />
      <HomeHero />
      {/* Holds a screen's height while the lobby loads, so the footer does not start in view and jump (CLS). */}
      <div className="home-lobby">
        {props && (
          <RemoteSlot
            remote={REMOTES[HOME_CONTENT.remote]}
            module={HOME_CONTENT.module}
            props={props}
            area={t(HOME_CONTENT.area)}
            testId="slot-mfe-lobby"
          />
        )}
      </div>
      <AppDownloadPromo />
    </div>
  );
}
