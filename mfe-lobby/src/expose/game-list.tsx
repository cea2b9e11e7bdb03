import type { RemoteProps } from '@platform/shared-contracts/client';
import { LobbyRoot } from '../app/lobby-root';
import { GameListScreen } from '../features/game-list/game-list-screen';

/** `./GameList`: mounted by the host with RemoteProps. */
export default function GameList(props: Partial<RemoteProps>) {
  return (
    <LobbyRoot props={props} testId="lobby-game-list">
      <GameListScreen />
    </LobbyRoot>
  );
}
