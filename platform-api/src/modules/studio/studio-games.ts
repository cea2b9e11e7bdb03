import {
  PLINKO_BET_LEVELS,
  PLINKO_PUBLISHED_RTP,
  type SlotPaytable,
  TEMPLE_PAYTABLE,
  TEMPLE_PUBLISHED_RTP,
} from '@platform/house-engine';

/** The in-house vendor's code in the catalogue and the seamless wallet. */
export const HOUSE_VENDOR = 'HOUSE';

/** What kind of game the studio plays: each kind has its own calls beside the shared open, seeds and recall. */
export type StudioGameKind = 'slot' | 'mines' | 'plinko' | 'baccarat' | 'crash';

interface StudioGameBase {
  gameCode: string;
  /** The exact RTP in percent (two decimals), shown before the first bet. */
  rtp: string;
  /** The game's own front end, served by platform-api. */
  path: string;
  /** The stakes offered, minor units (the slot: total stake per spin for each bet level). */
  betLevels: readonly number[];
}

export interface SlotStudioGame extends StudioGameBase {
  kind: 'slot';
  paytable: SlotPaytable;
}

export interface TableStudioGame extends StudioGameBase {
  kind: Exclude<StudioGameKind, 'slot'>;
}

export type StudioGame = SlotStudioGame | TableStudioGame;

const GAMES: Record<string, StudioGame> = {
  HOUSE_SLOT_TEMPLE: {
    kind: 'slot',
    gameCode: 'HOUSE_SLOT_TEMPLE',
    paytable: TEMPLE_PAYTABLE,
    rtp: TEMPLE_PUBLISHED_RTP,
    path: '/house-games/slot/',
    betLevels: TEMPLE_PAYTABLE.betLevels,
  },
  HOUSE_PLINKO: {
    kind: 'plinko',
    gameCode: 'HOUSE_PLINKO',
    rtp: PLINKO_PUBLISHED_RTP,
    path: '/house-games/plinko/',
    betLevels: PLINKO_BET_LEVELS,
  },
};

/** The studio game of a catalogue game code, if the studio runs it. */
export function studioGame(gameCode: string): StudioGame | undefined {
  return Object.hasOwn(GAMES, gameCode) ? GAMES[gameCode] : undefined;
}

/** The studio slot of a catalogue game code, if the studio runs it as a slot. */
export function studioSlot(gameCode: string): SlotStudioGame | undefined {
  const game = studioGame(gameCode);
  return game?.kind === 'slot' ? game : undefined;
}
