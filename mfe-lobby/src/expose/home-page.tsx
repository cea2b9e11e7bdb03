import type { RemoteProps } from '@platform/shared-contracts/client';
import { LobbyRoot } from '../app/lobby-root';
import { HomeSkeleton } from '../components/screen-skeleton';
import { HomeBanners } from '../features/home/home-banners';
import { prefetchHome } from '../features/home/home-prefetch';
import { HomeScreen } from '../features/home/home-screen';

/** `./HomePage`: mounted by the host with RemoteProps. */
export default function HomePage(props: Partial<RemoteProps>) {
  return (
    <LobbyRoot
      props={props}
      testId="lobby-home-page"
      lead={<HomeBanners />}
      skeleton={<HomeSkeleton />}
      prefetch={prefetchHome}
    >
      <HomeScreen />
    </LobbyRoot>
  );
}
