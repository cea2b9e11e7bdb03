import { REMOTES } from '@platform/shared-contracts/client';
import { NextTask, WhenNear } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../app/use-remote-props';
import { useAuthRemoteWanted } from '../federation/auth-demand';
import { RemoteSlot } from '../federation/remote-slot';
import { GlobalPopups } from '../popups/global-popups';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { MAIN_ID } from './layout-ids';
import { rightBarCollapsedAtom } from './layout-store';
import { MemberCentreHost } from './member-centre-host/member-centre-host';
import { NavigationEffects } from './navigation-effects';
import { RegionModal } from './region/region-modal';
import { RightSidebar } from './right-sidebar/right-sidebar';
import { SideDrawer, SideRail } from './side-menu/side-menu';
import { useGameVendors } from './vendors/use-game-vendors';
import './layout.css';

/**
 * The shell of spec section 2: header, side menu (rail on desktop, drawer on phones), main content, footer,
 * right side bar, and everything global: the auth modals, popups, region modal and the member/agent centres.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const props = useRemoteProps('/');
  const rightBarCollapsed = useAtomValue(rightBarCollapsedAtom);
  const authWanted = useAuthRemoteWanted();
  useGameVendors();
  return (
    <div className="site" data-right-bar={rightBarCollapsed ? 'collapsed' : 'open'}>
      <NavigationEffects />
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <div className="site__body">
        <SideRail />
        <div className="site__column">
          <main className="site__main" id={MAIN_ID} tabIndex={-1}>
            {children}
          </main>
          {/* What is out of view when a page opens is drawn after the rest, and the shell is not drawn again for it:
              the footer as the visitor comes near it, the closed drawer and the right bar in the next task (decisions
              128, 140, 177). */}
          <WhenNear reserve="50vh">
            <SiteFooter />
          </WhenNear>
        </div>
      </div>
      <NextTask>
        <SideDrawer />
        <RightSidebar />
      </NextTask>
      {props && authWanted && (
        <RemoteSlot
          remote={REMOTES.auth}
          module={REMOTES.auth.modules.AuthModals}
          props={props}
          area={t('area.auth')}
          variant="overlay"
        />
      )}
      <GlobalPopups />
      <RegionModal />
      <MemberCentreHost />
    </div>
  );
}
