import { type SlotPaytable, TEMPLE_PAYTABLE, TEMPLE_PUBLISHED_RTP } from '@platform/house-engine';

/** The in-house vendor's code in the catalogue and the seamless wallet. */
export const HOUSE_VENDOR = 'HOUSE';

export interface StudioGame {
  gameCode: string;
  paytable: SlotPaytable;
  /** The exact RTP in percent (two decimals), shown before the first bet. */
  rtp: string;
  /** The game's own front end, served by platform-api. */
  path: string;
}

const GAMES: Record<string, StudioGame> = {
  HOUSE_SLOT_TEMPLE: {
    gameCode: 'HOUSE_SLOT_TEMPLE',
    paytable: TEMPLE_PAYTABLE,
    rtp: TEMPLE_PUBLISHED_RTP,
    path: '/house-games/slot/',
  },
};

/** The studio game of a catalogue game code, if the studio runs it. */
export function studioGame(gameCode: string): StudioGame | undefined {
  return Object.hasOwn(GAMES, gameCode) ? GAMES[gameCode] : undefined;
}
