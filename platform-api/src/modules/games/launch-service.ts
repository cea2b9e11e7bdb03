import {
  ApiError,
  type CallParsedRequest,
  type gameLaunchFbCall,
  isTrialType,
  type LaunchAnswer,
  type launchGameCall,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { languageOf, type RequestContext, type SessionContext } from '../../http/request-context';
import type { ActiveSession } from '../auth/session-service';
import { nameIn, regionFilter, walletOf } from './game-view';
import { findGame, findMemberType, type GameRow, touchRecent } from './games-store';
import { vendorAdapter } from './vendor-adapter';

/** Where a game's back button goes when the client names no page. */
const DEFAULT_RETURN_URL = '/';

type LaunchInput = Pick<
  CallParsedRequest<typeof launchGameCall>,
  'nodeId' | 'gameCode' | 'vendor' | 'language' | 'returnUrl'
>;

/** The listed game a launch names, by node id and/or game code of the vendor; NOT_FOUND otherwise. */
async function gameToLaunch(deps: Deps, ctx: RequestContext, input: LaunchInput): Promise<GameRow> {
  const game = await findGame(deps.db, {
    ...regionFilter(ctx),
    vendor: input.vendor,
    nodeId: input.nodeId,
    gameCode: input.gameCode,
  });
  if (!game) throw new ApiError('NOT_FOUND');
  if (game.maintenance) throw new ApiError('GAME_MAINTENANCE');
  return game;
}

async function launchWith(
  deps: Deps,
  ctx: RequestContext,
  game: GameRow,
  input: LaunchInput,
  /** The member's login; null for a guest's free play. */
  session: ActiveSession | null,
  demo: boolean,
): Promise<LaunchAnswer> {
  const adapter = vendorAdapter(game.vendor);
  if (!adapter) throw new ApiError('NOT_FOUND');
  const language = languageOf(ctx, input.language);
  const { url, mode = 'IFRAME' } = await adapter.launch(deps, {
    memberId: session?.memberId ?? null,
    memberSession: session && { id: session.sessionId, expiresAt: session.expiresAt },
    merchantCode: ctx.merchant.merchantCode,
    regionCurrency: ctx.merchant.currency,
    language,
    gameCode: game.game_code,
    demo,
    walletVendor: walletOf(ctx, game.wallet_code),
    returnUrl: input.returnUrl ?? DEFAULT_RETURN_URL,
  });
  return { url, mode, gameName: nameIn(game.names, language) };
}

/**
 * Launches a game for the member: for money, or for play money when asked and the game has a demo. A trial account
 * plays only games open to TRIAL accounts. The game becomes the member's most recent.
 */
export async function launchGame(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof launchGameCall>,
): Promise<LaunchAnswer> {
  const game = await gameToLaunch(deps, ctx, input);
  const type = await findMemberType(deps.db, ctx.session.memberId);
  if (type !== undefined && isTrialType(type) && !game.account_types.includes('TRIAL'))
    throw new ApiError('TRIAL_ACCOUNT_NOT_ALLOWED');
  if (input.demo && game.support_play !== 0) throw new ApiError('DEMO_NOT_ALLOWED');
  const answer = await launchWith(deps, ctx, game, input, ctx.session, input.demo);
  await touchRecent(deps.db, ctx.session.memberId, game.node_id, deps.now());
  return answer;
}

/** Free (demo) play without a session (gameLaunchFB): only games whose supportPlay is 0. */
export async function launchFreeGame(
  deps: Deps,
  ctx: RequestContext,
  input: CallParsedRequest<typeof gameLaunchFbCall>,
): Promise<LaunchAnswer> {
  const game = await gameToLaunch(deps, ctx, input);
  if (game.support_play !== 0) throw new ApiError('DEMO_NOT_ALLOWED');
  return launchWith(deps, ctx, game, input, null, true);
}
