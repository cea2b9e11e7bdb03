import {
  BACCARAT_PUBLISHED_RTP,
  CRASH_PUBLISHED_RTP,
  MINES_BET_LEVELS,
  MINES_PUBLISHED_RTP,
  PLINKO_BET_LEVELS,
  PLINKO_PUBLISHED_RTP,
  type SlotPaytable,
  TEMPLE_PAYTABLE,
  TEMPLE_PUBLISHED_RTP,
} from '@platform/house-engine';
import { BACCARAT_CHIPS, BACCARAT_GAME_CODE } from './baccarat/baccarat-table';

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
  /** The bet records' category when not the HOUSE vendor's own (RNG): baccarat counts as PVP (decision 112). */
  betCategory?: 'PVP';
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
  HOUSE_CRASH: {
    kind: 'crash',
    gameCode: 'HOUSE_CRASH',
    rtp: CRASH_PUBLISHED_RTP,
    path: '/house-games/crash/',
    // Quick stakes: 1, 5, 10, 50 and 100 (any stake from 1.00 to 1,000.00 may be typed).
    betLevels: [100, 500, 1_000, 5_000, 10_000],
  },
  [BACCARAT_GAME_CODE]: {
    kind: 'baccarat',
    gameCode: BACCARAT_GAME_CODE,
    // The best bet's figure; the rules call lists every bet's.
    rtp: BACCARAT_PUBLISHED_RTP.banker,
    path: '/house-games/baccarat/',
    betLevels: BACCARAT_CHIPS,
    betCategory: 'PVP',
  },
  HOUSE_MINES: {
    kind: 'mines',
    gameCode: 'HOUSE_MINES',
    rtp: MINES_PUBLISHED_RTP,
    path: '/house-games/mines/',
    betLevels: MINES_BET_LEVELS,
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

/** The studio's Mines game of a catalogue game code, if the studio runs it as Mines. */
export function studioMines(gameCode: string): TableStudioGame | undefined {
  const game = studioGame(gameCode);
  return game?.kind === 'mines' ? game : undefined;
}
