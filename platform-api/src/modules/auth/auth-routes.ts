import {
  affiliateCheckCall,
  firstLoginCall,
  freePlayCall,
  loginCall,
  loginCodeCall,
  loginV2Call,
  logoutCall,
  registerCall as registerMemberCall,
  registerMobileCall,
  smsRegisterCall,
  verifyLoginCall,
  verifyLoginCodeCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { markFirstLoginSeen } from '../member/member-record-service';
import {
  loginWithPassword,
  loginWithSms,
  sendChallengeCode,
  sendLoginCode,
  startFreePlay,
  verifyChallenge,
} from './login-service';
import { checkAffiliate, registerMember, sendRegisterCode } from './register-service';
import { revokeSession } from './session-service';

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, loginCall, (input, ctx) => loginWithPassword(deps, ctx, input));
  registerCall(app, deps, loginV2Call, (input, ctx) =>
    input.type === 'sms' ? loginWithSms(deps, ctx, input) : loginWithPassword(deps, ctx, input),
  );
  registerCall(app, deps, loginCodeCall, (input, ctx) => sendLoginCode(deps, ctx, input));
  registerCall(app, deps, freePlayCall, (input, ctx) => startFreePlay(deps, ctx, input));
  registerCall(app, deps, verifyLoginCall, (input, ctx) => verifyChallenge(deps, ctx, input));
  registerCall(app, deps, verifyLoginCodeCall, (input, ctx) => sendChallengeCode(deps, ctx, input));
  registerCall(app, deps, logoutCall, async (_input, ctx) => {
    await revokeSession(deps, ctx.session);
    return null;
  });
  registerCall(app, deps, firstLoginCall, async (_input, ctx) => {
    await markFirstLoginSeen(deps.db, ctx.session.memberId);
    return { firstTimeLogin: false };
  });
  registerCall(app, deps, smsRegisterCall, (input, ctx) => sendRegisterCode(deps, ctx, input));
  registerCall(app, deps, registerMemberCall, (input, ctx) => registerMember(deps, ctx, 'USERNAME', input));
  registerCall(app, deps, registerMobileCall, (input, ctx) => registerMember(deps, ctx, 'MOBILE', input));
  registerCall(app, deps, affiliateCheckCall, (input, ctx) => checkAffiliate(deps, ctx, input));
}
