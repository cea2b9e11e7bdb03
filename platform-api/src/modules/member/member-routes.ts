import {
  changePasswordCall,
  forgotPasswordByEmailCall,
  memberIconCall,
  memberInfoCall,
  setPasswordByEmailCall,
  setPasswordByPhoneCall,
  smsNoLoginCall,
  updateMemberIconCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { memberIcon, memberInfo } from './member-service';
import { updateIcon } from './member-store';
import {
  changePassword,
  resetPasswordByEmail,
  sendResetCode,
  setPasswordByEmail,
  setPasswordByPhone,
} from './password-service';

export function memberRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, memberInfoCall, (_input, ctx) => memberInfo(deps, ctx));
  registerCall(app, deps, memberIconCall, (_input, ctx) => memberIcon(deps, ctx));
  registerCall(app, deps, updateMemberIconCall, async ({ icon }, ctx) => {
    await updateIcon(deps.db, ctx.session.memberId, icon);
    return memberIcon(deps, ctx);
  });
  registerCall(app, deps, changePasswordCall, (input, ctx) => changePassword(deps, ctx, input));
  registerCall(app, deps, forgotPasswordByEmailCall, (input, ctx) => resetPasswordByEmail(deps, ctx, input));
  registerCall(app, deps, smsNoLoginCall, (input, ctx) => sendResetCode(deps, ctx, input));
  registerCall(app, deps, setPasswordByEmailCall, (input, ctx) => setPasswordByEmail(deps, ctx, input));
  registerCall(app, deps, setPasswordByPhoneCall, (input, ctx) => setPasswordByPhone(deps, ctx, input));
}
