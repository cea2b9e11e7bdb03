import { ApiError, LANGUAGES, type RegisterSettings, SYSTEM_STATUS } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { inMaintenance, isRestricted, type MerchantState } from './merchant-state';
import { listFieldRules } from './system-store';

/** Maintenance wins over region restriction (spec section 4, System status). */
export function systemStatus(deps: Deps, ctx: RequestContext) {
  const maintenance = inMaintenance(ctx.merchant, deps.now());
  const restricted = isRestricted(ctx.merchant, ctx.ip, ctx.country);
  const status = maintenance
    ? SYSTEM_STATUS.MAINTENANCE
    : restricted
      ? SYSTEM_STATUS.REGION_RESTRICTED
      : SYSTEM_STATUS.NORMAL;
  return {
    status,
    maintenanceEndTime:
      maintenance && ctx.merchant.maintenanceEnd ? ctx.merchant.maintenanceEnd.toISOString() : null,
    ip: ctx.ip,
    country: ctx.country,
    merchantCode: ctx.merchant.merchantCode,
    maintenance,
    restricted,
  };
}

/**
 * The merchant's registration and profile field rules (spec section 5), as the permission call lists them and
 * registration checks them: a payment password asked at registration is required ("required when shown").
 */
export async function fieldRulesOf(deps: Deps, merchantCode: string) {
  const rules = await listFieldRules(deps.db, merchantCode);
  return rules.map((rule) =>
    rule.field === 'paymentPassword' && rule.enabled ? { ...rule, required: true } : rule,
  );
}

export async function registerSettings(deps: Deps, merchant: MerchantState): Promise<RegisterSettings> {
  return {
    fields: await fieldRulesOf(deps, merchant.merchantCode),
    captchaRequired: merchant.registerCaptcha,
    smsVerification: merchant.switches.REGMOBVERF3,
    agreementAge: merchant.agreementAge,
  };
}

/** A language the member may choose: one of the region's languages, or any interface language. */
export function checkLanguage(merchant: MerchantState, language: string): string {
  if (!merchant.langList.includes(language) && !(LANGUAGES as readonly string[]).includes(language)) {
    throw new ApiError('BAD_REQUEST', {
      message: 'Unsupported language',
      details: [{ field: 'language', reason: 'unsupported' }],
    });
  }
  return language;
}
