import type { Queryable } from '../../db/database';

export interface OperatorRegionRow {
  merchant_code: string;
  brand: string;
  currency: string;
  maintenance: boolean;
}

/** The regions in `regions` (every region when null), in their display order. */
export async function listRegionsFor(
  db: Queryable,
  regions: string[] | null,
  now: Date,
): Promise<OperatorRegionRow[]> {
  return db.query<OperatorRegionRow>(
    `select r.merchant_code, b.name as brand, r.currency,
            (s.maintenance and (s.maintenance_end is null or s.maintenance_end > $2)) as maintenance
       from regions r join brands b on b.id = r.brand_id join merchant_settings s using (merchant_code)
      where $1::text[] is null or r.merchant_code = any($1)
      order by b.id, r.sort, r.merchant_code`,
    [regions, now],
  );
}

export interface RegionSettingsRows {
  registerCaptcha: boolean;
  smsHumanCheck: boolean;
  agreementAge: number;
  switches: { name: string; enabled: boolean }[];
  fields: { field: string; enabled: boolean; required: boolean }[];
}

/** A region's switches and registration settings, or null when there is no such region; `lock` holds them. */
export async function readRegionSettings(
  db: Queryable,
  merchantCode: string,
  lock = false,
): Promise<RegionSettingsRows | null> {
  const [row] = await db.query<{
    register_captcha: boolean;
    sms_human_check: boolean;
    agreement_age: number;
  }>(
    `select register_captcha, sms_human_check, agreement_age from merchant_settings where merchant_code = $1
     ${lock ? 'for update' : ''}`,
    [merchantCode],
  );
  if (!row) return null;
  const switches = await db.query<{ name: string; enabled: boolean }>(
    'select name, enabled from whitelabel_switches where merchant_code = $1',
    [merchantCode],
  );
  const fields = await db.query<{ field: string; enabled: boolean; required: boolean }>(
    'select field, enabled, required from register_fields where merchant_code = $1 order by sort, field',
    [merchantCode],
  );
  return {
    registerCaptcha: row.register_captcha,
    smsHumanCheck: row.sms_human_check,
    agreementAge: row.agreement_age,
    switches,
    fields,
  };
}

export async function saveSwitches(
  tx: Queryable,
  merchantCode: string,
  switches: Record<string, boolean>,
): Promise<void> {
  const names = Object.keys(switches);
  await tx.query(
    `insert into whitelabel_switches (merchant_code, name, enabled)
     select $1, name, enabled from unnest($2::text[], $3::boolean[]) as s(name, enabled)
     on conflict (merchant_code, name) do update set enabled = excluded.enabled`,
    [merchantCode, names, names.map((name) => switches[name])],
  );
}

export async function saveRegisterFields(
  tx: Queryable,
  merchantCode: string,
  fields: readonly { field: string; enabled: boolean; required: boolean }[],
): Promise<void> {
  await tx.query(
    `update register_fields f set enabled = s.enabled, required = s.required
       from unnest($2::text[], $3::boolean[], $4::boolean[]) as s(field, enabled, required)
      where f.merchant_code = $1 and f.field = s.field`,
    [merchantCode, fields.map((f) => f.field), fields.map((f) => f.enabled), fields.map((f) => f.required)],
  );
}

export async function saveRegisterOptions(
  tx: Queryable,
  merchantCode: string,
  options: { registerCaptcha: boolean; smsHumanCheck: boolean; agreementAge: number },
): Promise<void> {
  await tx.query(
    `update merchant_settings set register_captcha = $2, sms_human_check = $3, agreement_age = $4
      where merchant_code = $1`,
    [merchantCode, options.registerCaptcha, options.smsHumanCheck, options.agreementAge],
  );
}
