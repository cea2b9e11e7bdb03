import { jackpotSharePercent, rtpWithJackpot } from '@platform/house-engine';
import {
  ApiError,
  type CallResponse,
  formatMoney,
  type studioOpenCall,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { GameVendorAdapter, LaunchRequest } from '../games/vendor-adapter';
import { jackpotTermsOf } from '../jackpot/jackpot-service';
import { openVendorSession, seamlessWallet } from '../seamless-wallet/seamless-wallet';
import { newToken, sha256 } from '../security/tokens';
import { idleExpiry } from './game-session';
import { fairStateOf, memberPair, newGuestPair } from './seed-service';
import { HOUSE_VENDOR, type SlotStudioGame, studioGame } from './studio-games';
import { insertGameSession, insertLaunchToken, useLaunchToken } from './studio-store';

/** A launch token opens the game once, within this time. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 1000;
/** Play money a demo session starts with (minor units): 2000.00. */
export const DEMO_BALANCE = 200_000n;

/** The HOUSE vendor: a launch is a one-time token in the address of the game's own front end. */
export const houseVendorAdapter: GameVendorAdapter = {
  vendorCode: HOUSE_VENDOR,
  async launch(deps: Deps, request: LaunchRequest) {
    const game = studioGame(request.gameCode);
    if (!game) throw new ApiError('NOT_FOUND');
    if (!request.demo && request.memberId === null) throw new ApiError('NOT_LOGGED_IN');
    const token = newToken();
    const now = deps.now();
    await insertLaunchToken(deps.db, {
      tokenHash: sha256(token),
      member_id: request.memberId,
      merchant_code: request.merchantCode,
      game_code: game.gameCode,
      currency: request.regionCurrency,
      demo: request.demo,
      wallet: request.walletVendor,
      language: request.language,
      return_url: request.returnUrl,
      member_session_id: request.memberSession?.id ?? null,
      ends_by: request.memberSession?.expiresAt ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
    });
    const query = new URLSearchParams({ launch: token, lang: request.language });
    return { url: `${game.path}?${query}` };
  },
};

export type OpenAnswer = CallResponse<typeof studioOpenCall>;

/** The paytable as the contract carries it (the engine's data, copied out of its read-only arrays). */
export function paytableView(game: SlotStudioGame): NonNullable<OpenAnswer['paytable']> {
  const table = game.paytable;
  return {
    ...table,
    symbols: [...table.symbols],
    strips: table.strips.map((strip) => [...strip]),
    lines: table.lines.map((line) => [...line]),
    pays: Object.fromEntries(Object.entries(table.pays).map(([symbol, pays]) => [symbol, [...pays]])),
    scatterPays: [...table.scatterPays],
    freeSpinAwards: [...table.freeSpinAwards],
    betLevels: [...table.betLevels],
  };
}

/**
 * Opens the game a launch token names (once): a game session for the iframe, a seamless-wallet vendor session for
 * money play, and the seed pair's commitment shown before the first bet.
 */
export async function openGame(deps: Deps, launchToken: string): Promise<OpenAnswer> {
  const now = deps.now();
  const launch = await useLaunchToken(deps.db, sha256(launchToken), now);
  const game = launch ? studioGame(launch.game_code) : undefined;
  if (!launch || !game) throw new ApiError('GAME_LAUNCH_INVALID');
  const memberId = launch.member_id;
  if (!launch.demo && memberId === null) throw new ApiError('GAME_LAUNCH_INVALID');

  let vendorSessionId: string | null = null;
  let balance = DEMO_BALANCE;
  if (!launch.demo && memberId !== null) {
    ({ sessionId: vendorSessionId } = await openVendorSession(deps, {
      memberId,
      merchantCode: launch.merchant_code,
      vendor: HOUSE_VENDOR,
      gameCode: game.gameCode,
      wallet: launch.wallet,
      currency: launch.currency,
      ...(game.betCategory ? { category: game.betCategory } : {}),
      launchedUnder: { sessionId: launch.member_session_id, endsBy: launch.ends_by },
    }));
    const answer = await seamlessWallet(deps).balance(HOUSE_VENDOR, vendorSessionId);
    if (!answer.ok || answer.balance === undefined) throw new ApiError('GAME_SESSION_EXPIRED');
    balance = answer.balance;
  }
  const pair =
    memberId === null
      ? await newGuestPair(deps.db, game.gameCode, now)
      : await memberPair(deps.db, memberId, game.gameCode, now);
  const gameSession = newToken();
  await insertGameSession(deps.db, {
    tokenHash: sha256(gameSession),
    member_id: memberId,
    merchant_code: launch.merchant_code,
    game_code: game.gameCode,
    currency: launch.currency,
    demo: launch.demo,
    wallet: launch.wallet,
    vendor_session_id: vendorSessionId,
    demo_balance: launch.demo ? DEMO_BALANCE.toString() : null,
    seed_pair_id: memberId === null ? pair.id : null,
    return_url: launch.return_url,
    member_session_id: launch.member_session_id,
    ends_by: launch.ends_by,
    now,
    expiresAt: idleExpiry(now, launch.ends_by),
  });
  const jackpot = jackpotTermsOf(deps.db, game.gameCode);
  return {
    gameSession,
    gameCode: game.gameCode,
    currency: launch.currency,
    demo: launch.demo,
    balance: formatMoney(balance),
    kind: game.kind,
    betLevels: game.betLevels.map((level) => formatMoney(BigInt(level))),
    ...(game.kind === 'slot' ? { lines: game.paytable.lines.length, paytable: paytableView(game) } : {}),
    rtp: game.rtp,
    ...(jackpot && !launch.demo
      ? {
          jackpot: {
            sharePercent: jackpotSharePercent(jackpot),
            oddsPerMinorUnit: jackpot.oddsPerMinorUnit,
            rtpWithJackpot: rtpWithJackpot(game.rtp, jackpot),
          },
        }
      : {}),
    fair: fairStateOf(pair),
    returnUrl: launch.return_url,
  };
}
