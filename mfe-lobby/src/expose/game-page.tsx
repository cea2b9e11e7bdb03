import type { RemoteProps } from '@platform/shared-contracts/client';
import { LobbyRoot } from '../app/lobby-root';
import { GamePageScreen } from '../features/game-page/game-page-screen';

/** `./GamePage`: mounted by the host with RemoteProps. */
export default function GamePage(props: Partial<RemoteProps>) {
  return (
    <LobbyRoot props={props} testId="lobby-game-page">
      <GamePageScreen />
    </LobbyRoot>
  );
}
