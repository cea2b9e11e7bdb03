import { ApiError, type RegionSettings, WHITELABEL_SWITCHES } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { OperatorContext } from '../../http/request-context';
import { operatorMaySee, operatorRegions } from '../operator/operator-service';
import { recordOperatorAction } from '../operator-audit/operator-audit-service';
import {
  listRegionsFor,
  type RegionSettingsRows,
  readRegionSettings,
  saveRegisterFields,
  saveRegisterOptions,
  saveSwitches,
} from './region-settings-store';

// A region's white-label switches and registration settings as support reads and changes them (decision 088).
// Players read them through the merchant cache: the copy that made a change clears its cache at once, the other
// server copies see it when their entry is older than the cache time (a few seconds).

export async function regionsForOperator(deps: Deps, ctx: OperatorContext) {
  const rows = await listRegionsFor(deps.db, operatorRegions(ctx.operator), deps.now());
  return rows.map((r) => ({
    merchantCode: r.merchant_code,
    brand: r.brand,
    currency: r.currency,
    maintenance: r.maintenance,
  }));
}

function viewOf(merchantCode: string, rows: RegionSettingsRows): RegionSettings {
  const switches: Record<string, boolean> = Object.fromEntries(WHITELABEL_SWITCHES.map((n) => [n, false]));
  for (const s of rows.switches) if (s.name in switches) switches[s.name] = s.enabled;
  return {
    merchantCode,
    switches,
    registerFields: rows.fields,
    registerCaptcha: rows.registerCaptcha,
    smsHumanCheck: rows.smsHumanCheck,
    agreementAge: rows.agreementAge,
  };
}

/** The region's settings, NOT_FOUND for a region that does not exist or that the operator may not see. */
async function visibleSettings(
  db: Queryable,
  ctx: OperatorContext,
  merchantCode: string,
  lock = false,
): Promise<RegionSettings> {
  const rows = operatorMaySee(ctx.operator, merchantCode)
    ? await readRegionSettings(db, merchantCode, lock)
    : null;
  if (!rows) throw new ApiError('NOT_FOUND');
  return viewOf(merchantCode, rows);
}

export function regionSettings(deps: Deps, ctx: OperatorContext, input: { merchantCode: string }) {
  return visibleSettings(deps.db, ctx, input.merchantCode);
}

/**
 * Whether a newcomer can still register: by username when USERNAMEREG3 is on and the username field shows, or by
 * mobile when a mobile registration switch is on and the mobile field shows. A field the region does not list is
 * shown (registration asks for it anyway).
 */
export function registrationWays(settings: RegionSettings): string[] {
  const shown = (field: string) => settings.registerFields.find((f) => f.field === field)?.enabled ?? true;
  const s = settings.switches;
  const ways: string[] = [];
  if (s.USERNAMEREG3 && shown('username')) ways.push('username');
  if ((s.MOBILENUMREG3 || s.MOBILENUMPASSREG3) && shown('mobileNum')) ways.push('mobile');
  return ways;
}

/** A change may not take the region's last way to register away; a region that had none may still change. */
function keepRegistrationOpen(before: RegionSettings, after: RegionSettings): void {
  if (registrationWays(before).length > 0 && registrationWays(after).length === 0) {
    throw new ApiError('BAD_REQUEST', {
      message:
        'This change leaves the region with no way to register: keep USERNAMEREG3 on with the username field shown, or MOBILENUMREG3 or MOBILENUMPASSREG3 on with the mobileNum field shown',
      details: [{ field: 'registration', reason: 'no way to register would be left' }],
    });
  }
}

/** Changes only what differs, audited with its reason in the same transaction; a change of nothing is not audited. */
async function changeSettings(
  deps: Deps,
  ctx: OperatorContext,
  merchantCode: string,
  action: 'SWITCHES' | 'REGISTER',
  reason: string,
  change: (tx: Queryable, before: RegionSettings) => Promise<Record<string, unknown> | null>,
): Promise<RegionSettings> {
  const after = await deps.db.transaction(async (tx) => {
    const before = await visibleSettings(tx, ctx, merchantCode, true);
    const detail = await change(tx, before);
    if (!detail) return before;
    const after = await visibleSettings(tx, ctx, merchantCode);
    keepRegistrationOpen(before, after);
    await recordOperatorAction(tx, {
      at: deps.now(),
      operatorId: ctx.operator.operatorId,
      area: 'region',
      action,
      merchantCode,
      subject: merchantCode,
      reason,
      detail,
    });
    return after;
  });
  deps.merchantCache.clear();
  return after;
}

/** Turns the named switches on or off; switches not named stay as they are. */
export function updateSwitches(
  deps: Deps,
  ctx: OperatorContext,
  input: { merchantCode: string; switches: Record<string, boolean>; reason: string },
) {
  return changeSettings(deps, ctx, input.merchantCode, 'SWITCHES', input.reason, async (tx, before) => {
    const changed = Object.fromEntries(
      Object.entries(input.switches).filter(([name, on]) => before.switches[name] !== on),
    );
    if (Object.keys(changed).length === 0) return null;
    await saveSwitches(tx, input.merchantCode, changed);
    return { switches: changed };
  });
}

export interface RegisterSettingsChange {
  merchantCode: string;
  fields?: { field: string; enabled: boolean; required: boolean }[] | undefined;
  registerCaptcha?: boolean | undefined;
  smsHumanCheck?: boolean | undefined;
  agreementAge?: number | undefined;
  reason: string;
}

export function updateRegisterSettings(deps: Deps, ctx: OperatorContext, input: RegisterSettingsChange) {
  return changeSettings(deps, ctx, input.merchantCode, 'REGISTER', input.reason, async (tx, before) => {
    const known = new Map(before.registerFields.map((f) => [f.field, f]));
    const unknown = (input.fields ?? []).filter((f) => !known.has(f.field)).map((f) => f.field);
    if (unknown.length > 0) {
      throw new ApiError('BAD_REQUEST', {
        message: `The region has no register field ${unknown.join(', ')}`,
        details: unknown.map((field) => ({ field: 'fields', reason: `unknown field ${field}` })),
      });
    }
    const fields = (input.fields ?? []).filter((f) => {
      const was = known.get(f.field);
      return was?.enabled !== f.enabled || was?.required !== f.required;
    });
    const options = {
      registerCaptcha: input.registerCaptcha ?? before.registerCaptcha,
      smsHumanCheck: input.smsHumanCheck ?? before.smsHumanCheck,
      agreementAge: input.agreementAge ?? before.agreementAge,
    };
    const optionsChanged = (Object.keys(options) as (keyof typeof options)[]).filter(
      (key) => options[key] !== before[key],
    );
    if (fields.length === 0 && optionsChanged.length === 0) return null;
    if (fields.length > 0) await saveRegisterFields(tx, input.merchantCode, fields);
    if (optionsChanged.length > 0) await saveRegisterOptions(tx, input.merchantCode, options);
    return {
      fields,
      ...Object.fromEntries(optionsChanged.map((key) => [key, { from: before[key], to: options[key] }])),
    };
  });
}
