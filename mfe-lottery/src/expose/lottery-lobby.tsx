import type { RemoteProps } from '@platform/shared-contracts/client';
import { LotteryRoot } from '../app/lottery-root';
import { useRemote } from '../app/remote-context';
import { GameScreen } from '../features/game/game-screen';
import { LobbyScreen } from '../features/lobby/lobby-screen';
import { VerifierScreen } from '../features/verifier/verifier-screen';

/**
 * `./LotteryLobby`: mounted by the host on /lottery, /seaLottery and /vnLottery with RemoteProps. The address query
 * picks the screen: `?gameCode=SSC1` a game (spec section 2), `?view=verify` the verifier, else the lobby.
 */
export default function LotteryLobby(props: Partial<RemoteProps>) {
  return (
    <LotteryRoot props={props} testId="lottery-lobby">
      <Screen />
    </LotteryRoot>
  );
}

function Screen() {
  const { query } = useRemote();
  if (query.view === 'verify') return <VerifierScreen />;
  if (query.gameCode) return <GameScreen key={query.gameCode} gameCode={query.gameCode} />;
  return <LobbyScreen />;
}
