import { announcementContentCall, noticeCall } from '@platform/shared-contracts/client';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLayoutServices } from '../layout/layout-services';
import { languageAtom, sessionAtom } from '../store/host-store';
import { announcementsAtom } from './announcements-store';

/** Notices and popups only: banners are the lobby's (it asks for the w_home group itself). */
const TYPES = 'PL,PU';

/** Runs after the first paint: announcements never hold up the page. */
function afterFirstPaint(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * Loads the notices and popups of the visitor (execution B) or the member (A, and F on the first login), and again
 * whenever the login or the language changes (spec section 4). A failure leaves the page without them.
 */
export function useAnnouncements(): void {
  const language = useAtomValue(languageAtom);
  const { token, user } = useAtomValue(sessionAtom);
  const setAnnouncements = useSetAtom(announcementsAtom);
  const { api } = useLayoutServices();
  // Another account's login is another audience: it loads that member's own popups.
  const audience = token ? `member:${user?.id ?? ''}` : 'visitor';

  useEffect(() => {
    let live = true;
    const cancel = afterFirstPaint(() => {
      const input = { types: TYPES, platform: 'W' as const, language };
      const load =
        audience !== 'visitor' ? api.call(announcementContentCall, input) : api.call(noticeCall, input);
      load.then(
        (payload) =>
          live && setAnnouncements({ notices: payload.notices, popups: payload.popups, loaded: true }),
        () => live && setAnnouncements({ notices: [], popups: [], loaded: true }),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [api, language, audience, setAnnouncements]);
}
