import {
  type Game,
  lotteryGamePath,
  type SessionSnapshot,
  type VendorCard,
} from '@platform/shared-contracts/client';

/**
 * The game launch rules of spec sections 2 and 4, as pure decisions: what a click on a game or a vendor card
 * does for this session. use-launch.ts carries them out (bus events, dialogs, navigation).
 */
export type LaunchDecision =
  /** A guest: the login popup opens and the launch stops. */
  | { kind: 'login' }
  /** A trial account and a game trial accounts may not play: the "real account" dialog, and stop. */
  | { kind: 'trial' }
  /** The vendor is in maintenance: say so, and stop. */
  | { kind: 'maintenance' }
  /** A VASSALAGE vendor: its popup game list opens. */
  | { kind: 'vendorPopup'; vendor: Pick<VendorCard, 'vassalage' | 'gameType' | 'name'> }
  | { kind: 'navigate'; to: string };

type Session = Pick<SessionSnapshot, 'loggedIn' | 'isTrial'>;

/** The game page (/seamless) for a game, or for a vendor's first game when no game is named. */
export function gamePagePath(target: { vendor: string; nodeId?: number; demo?: boolean }): string {
  const query = new URLSearchParams({ vendor: target.vendor });
  if (target.nodeId !== undefined) query.set('nodeId', String(target.nodeId));
  if (target.demo) query.set('demo', '1');
  return `/seamless?${query}`;
}

/** Categories whose vendor entries open the category's list page with the vendor chosen (spec "Game launch"). */
export const LIST_PAGE_BY_TYPE = {
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
} as const;

/** The list page of a vendor, with vassalage and gameType lower-cased as the spec's route params. */
export function vendorListPath(
  card: Pick<VendorCard, 'vassalage' | 'gameType' | 'cockfight'>,
): string | null {
  const type = card.cockfight ? 'COCKFIGHT' : card.gameType;
  if (!Object.hasOwn(LIST_PAGE_BY_TYPE, type)) return null;
  const page = LIST_PAGE_BY_TYPE[type as keyof typeof LIST_PAGE_BY_TYPE];
  const query = new URLSearchParams({
    vassalage: card.vassalage.toLowerCase(),
    gameType: type.toLowerCase(),
  });
  return `${page}?${query}`;
}

/**
 * A game card's play (or demo) button. Demo play needs no account (the catalogue allows it when supportPlay is
 * 0); real play needs a session, and a trial account only plays games open to TRIAL accounts.
 */
export function decideGameLaunch(
  game: Pick<Game, 'nodeId' | 'gameCode' | 'vassalage' | 'maintenance' | 'accountTypes' | 'supportPlay'>,
  session: Session,
  demo = false,
): LaunchDecision {
  if (game.maintenance) return { kind: 'maintenance' };
  if (demo && game.supportPlay === 0) {
    return {
      kind: 'navigate',
      to: gamePagePath({ vendor: game.vassalage, nodeId: game.nodeId, demo: true }),
    };
  }
  if (!session.loggedIn) return { kind: 'login' };
  if (session.isTrial && !game.accountTypes.includes('TRIAL')) return { kind: 'trial' };
  const lottery = lotteryGamePath(game.vassalage);
  if (lottery)
    return { kind: 'navigate', to: `${lottery}?${new URLSearchParams({ gameCode: game.gameCode })}` };
  return { kind: 'navigate', to: gamePagePath({ vendor: game.vassalage, nodeId: game.nodeId }) };
}

/**
 * A vendor card. `list`: the entry that opens the category's list page for the listed types (spec: "one entry
 * point goes to the game list centre"); `direct`: the game centre's cards, which start the game ("another entry
 * point always starts the game directly"). A VASSALAGE vendor opens its popup game list, which anyone may browse.
 */
export function decideVendorLaunch(
  card: Pick<VendorCard, 'vassalage' | 'gameType' | 'name' | 'maintenance' | 'isGame' | 'cockfight'>,
  session: Session,
  entry: 'list' | 'direct',
): LaunchDecision {
  if (card.maintenance) return { kind: 'maintenance' };
  if (entry === 'list') {
    const list = vendorListPath(card);
    if (list) return { kind: 'navigate', to: list };
  }
  if (card.isGame === 'VASSALAGE') {
    return {
      kind: 'vendorPopup',
      vendor: { vassalage: card.vassalage, gameType: card.gameType, name: card.name },
    };
  }
  if (!session.loggedIn) return { kind: 'login' };
  if (session.isTrial) return { kind: 'trial' };
  return {
    kind: 'navigate',
    to: lotteryGamePath(card.vassalage) ?? gamePagePath({ vendor: card.vassalage }),
  };
}
