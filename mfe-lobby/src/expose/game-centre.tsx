import type { RemoteProps } from '@platform/shared-contracts/client';
import { LobbyRoot } from '../app/lobby-root';
import { GameCentreScreen } from '../features/game-centre/game-centre-screen';

/** `./GameCentre`: mounted by the host with RemoteProps. */
export default function GameCentre(props: Partial<RemoteProps>) {
  return (
    <LobbyRoot props={props} testId="lobby-game-centre">
      <GameCentreScreen />
    </LobbyRoot>
  );
}
