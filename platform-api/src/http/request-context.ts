import {
  type CallDeclaration,
  GAME_SESSION_HEADER,
  LANGUAGE_HEADER,
  MERCHANT_HEADER,
  SESSION_HEADER,
} from '@platform/shared-contracts/server';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { type ActiveSession, resolveSession } from '../modules/auth/session-service';
import { type OperatorSession, resolveOperator } from '../modules/operator/operator-service';
import { sha256 } from '../modules/security/tokens';
import { type GameSession, resolveGameSession } from '../modules/studio/game-session';
import { type MerchantState, merchantState } from '../modules/system/merchant-state';

export interface RequestContext {
  ip: string;
  country: string | null;
  merchant: MerchantState;
  language: string | null;
  session: ActiveSession | null;
  /** Set only on operator calls, from an operator token. */
  operator: OperatorSession | null;
  /** Set only on in-house game calls (auth 'game'), from the x-game-session header. */
  gameSession: GameSession | null;
}

export interface SessionContext extends RequestContext {
  session: ActiveSession;
}

export interface OperatorContext extends RequestContext {
  operator: OperatorSession;
}

export interface GameContext extends RequestContext {
  gameSession: GameSession;
}

/** The language to answer in: the one the call asked for, else the request's, else the region's default. */
export function languageOf(ctx: Pick<RequestContext, 'language' | 'merchant'>, asked?: string): string {
  return asked ?? ctx.language ?? ctx.merchant.defaultLanguage;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers[SESSION_HEADER];
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header) : null;
  return match?.[1] ?? null;
}

function headerText(request: FastifyRequest, name: string, pattern: RegExp): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && pattern.test(value) ? value : null;
}

/** Who is calling, from where, for which merchant, and their live session if they sent one. */
export async function buildRequestContext(
  deps: Deps,
  request: FastifyRequest,
  call: CallDeclaration,
): Promise<RequestContext> {
  const token = call.auth === 'none' || call.auth === 'game' ? null : bearerToken(request);
  const isOperatorCall = call.auth === 'operator';
  const session = token && !isOperatorCall ? await resolveSession(deps, token) : null;
  const operator = token && isOperatorCall ? await resolveOperator(deps, token) : null;

  const gameToken =
    call.auth === 'game' ? headerText(request, GAME_SESSION_HEADER, /^[A-Za-z0-9_-]{16,128}$/) : null;
  const gameSession = gameToken ? await resolveGameSession(deps, sha256(gameToken)) : null;

  const requested =
    session?.merchantCode ??
    gameSession?.merchantCode ??
    headerText(request, MERCHANT_HEADER, /^[A-Za-z0-9_-]{1,32}$/);
  const merchant = await merchantState(deps, requested);
  const country = headerText(request, deps.config.countryHeader, /^[A-Za-z]{2}$/)?.toUpperCase() ?? null;
  const language = headerText(request, LANGUAGE_HEADER, /^[A-Z]{2,3}$/);
  return { ip: request.ip, country, merchant, language, session, operator, gameSession };
}
