import { PATTERN, parseMoney, WHITELABEL_SWITCHES } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { BrandProvisioning, RegionProvisioning } from './provisioning-schema';

/**
 * Writes what a provisioning file says into the settings tables. Provisioning owns these rows (the other modules only
 * read them); lists are replaced whole, except deposit channels, which orders refer to: a channel the file no longer
 * names is disabled, and a channel that stays keeps its signing secret.
 */

const minor = (amount: string) => parseMoney(amount).toString();

export async function upsertBrand(tx: Queryable, brand: BrandProvisioning): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into brands (name, main_domain) values ($1, $2)
     on conflict (main_domain) do update set name = excluded.name returning id`,
    [brand.name, brand.mainDomain],
  );
  return row!.id;
}

export async function upsertRegion(tx: Queryable, brandId: number, region: RegionProvisioning, sort: number) {
  const code = region.merchantCode;
  await tx.query(
    `insert into regions (merchant_code, brand_id, country, country_name, currency, currency_symbol, lang_list,
       default_language, time_zone, sort) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (merchant_code) do update set brand_id = excluded.brand_id, country = excluded.country,
       country_name = excluded.country_name, currency = excluded.currency, currency_symbol = excluded.currency_symbol,
       lang_list = excluded.lang_list, default_language = excluded.default_language, time_zone = excluded.time_zone,
       sort = excluded.sort`,
    [
      code,
      brandId,
      region.country,
      region.countryName,
      region.currency,
      region.currencySymbol,
      region.languages,
      region.languages[0],
      region.timeZone,
      sort,
    ],
  );
  // Maintenance and its end time are the operators' to switch; provisioning leaves them as they are.
  await tx.query(
    `insert into merchant_settings (merchant_code, register_captcha, sms_human_check, image_cdns, launch_game_cdns,
       wallet_single) values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_code) do update set register_captcha = excluded.register_captcha,
       sms_human_check = excluded.sms_human_check, image_cdns = excluded.image_cdns,
       launch_game_cdns = excluded.launch_game_cdns, wallet_single = excluded.wallet_single`,
    [
      code,
      region.registerCaptcha,
      region.smsHumanCheck,
      region.imageCdns,
      region.launchGameCdns,
      region.walletSingle,
    ],
  );
  const { withdrawals } = region;
  await tx.query(
    `insert into withdrawal_settings (merchant_code, min_amount, max_amount, banks) values ($1, $2, $3, $4)
     on conflict (merchant_code) do update set min_amount = excluded.min_amount, max_amount = excluded.max_amount,
       banks = excluded.banks`,
    [code, minor(withdrawals.minAmount), minor(withdrawals.maxAmount), withdrawals.banks],
  );
  await replaceLists(tx, region);
  await upsertDepositChannels(tx, region);
}

async function replaceLists(tx: Queryable, region: RegionProvisioning) {
  const code = region.merchantCode;
  for (const table of [
    'wallet_vendors',
    'whitelabel_switches',
    'register_fields',
    'country_codes',
    'resources',
    'customer_service',
    'access_restrictions',
  ])
    await tx.query(`delete from ${table} where merchant_code = $1`, [code]);
  for (const [sort, { vendor, name }] of region.walletVendors.entries())
    await tx.query('insert into wallet_vendors (merchant_code, vendor, name, sort) values ($1, $2, $3, $4)', [
      code,
      vendor,
      name,
      sort,
    ]);
  for (const name of WHITELABEL_SWITCHES)
    await tx.query('insert into whitelabel_switches (merchant_code, name, enabled) values ($1, $2, $3)', [
      code,
      name,
      !region.switchesOff.includes(name),
    ]);
  for (const [sort, f] of region.registerFields.entries())
    await tx.query(
      `insert into register_fields (merchant_code, field, enabled, required, min_length, max_length, pattern_id, type,
         sort) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        code,
        f.field,
        f.enabled,
        f.required,
        f.minLength,
        f.maxLength,
        f.pattern && PATTERN[f.pattern],
        f.type,
        sort,
      ],
    );
  for (const [sort, { country, dialingCode }] of region.countryCodes.entries())
    await tx.query(
      'insert into country_codes (merchant_code, country_code, dialing_code, sort) values ($1, $2, $3, $4)',
      [code, country, dialingCode, sort],
    );
  for (const { type, name, url } of region.resources)
    await tx.query(
      'insert into resources (merchant_code, resource_type, name, url) values ($1, $2, $3, $4)',
      [code, type, name, url],
    );
  for (const { type, position, title, url } of region.customerService)
    await tx.query(
      'insert into customer_service (merchant_code, cs_type, cs_position, title, url) values ($1, $2, $3, $4, $5)',
      [code, type, position, title, url],
    );
  const restrictions = [
    ...region.accessRestrictions.countries.map((value) => ['COUNTRY', value]),
    ...region.accessRestrictions.ips.map((value) => ['IP', value]),
  ];
  for (const [kind, value] of restrictions)
    await tx.query(
      'insert into access_restrictions (merchant_code, kind, value) values ($1, $2, $3) on conflict do nothing',
      [code, kind, value],
    );
}

async function upsertDepositChannels(tx: Queryable, region: RegionProvisioning) {
  const code = region.merchantCode;
  for (const [sort, c] of region.depositChannels.entries())
    await tx.query(
      `insert into deposit_channels (merchant_code, id, name, provider, min_amount, max_amount, sort, enabled)
       values ($1, $2, $3, $4, $5, $6, $7, true)
       on conflict (merchant_code, id) do update set name = excluded.name, provider = excluded.provider,
         min_amount = excluded.min_amount, max_amount = excluded.max_amount, sort = excluded.sort, enabled = true`,
      [code, c.id, c.name, c.provider, minor(c.minAmount), minor(c.maxAmount), sort],
    );
  await tx.query(
    'update deposit_channels set enabled = false where merchant_code = $1 and not (id = any($2))',
    [code, region.depositChannels.map((c) => c.id)],
  );
}

/** The file's default region, or else the first region when no region is the default yet. */
export async function settleDefaultRegion(tx: Queryable, named: string | null, first: string) {
  if (named) {
    await tx.query('update regions set is_default = (merchant_code = $1)', [named]);
    return;
  }
  await tx.query(
    'update regions set is_default = true where merchant_code = $1 and not exists (select 1 from regions where is_default)',
    [first],
  );
}

export async function countRegions(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ n: number }>('select count(*)::int as n from regions');
  return row?.n ?? 0;
}
