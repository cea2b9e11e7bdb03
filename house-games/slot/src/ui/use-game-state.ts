import { useEffect, useState } from 'preact/hooks';
import type { GameState, SlotGame } from '../game/slot-game';

/** Renders again whenever the game's state changes. */
export function useGameState(game: SlotGame): GameState {
  const [state, setState] = useState(game.state);
  useEffect(() => {
    setState(game.state);
    return game.subscribe(() => setState(game.state));
  }, [game]);
  return state;
}
