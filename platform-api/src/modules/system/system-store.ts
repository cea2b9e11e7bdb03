import type { Database } from '../../db/database';

export async function listRegions(db: Database, brandId: number) {
  const rows = await db.query<{
    country: string;
    country_name: string;
    currency: string;
    lang_list: string[];
    merchant_code: string;
  }>(
    'select country, country_name, currency, lang_list, merchant_code from regions where brand_id = $1 order by sort',
    [brandId],
  );
  return rows.map((r) => ({
    country: r.country,
    countryName: r.country_name,
    currency: r.currency,
    langList: r.lang_list,
    merchantCode: r.merchant_code,
  }));
}

export async function listFieldRules(db: Database, merchantCode: string) {
  const rows = await db.query<{
    field: string;
    enabled: boolean;
    required: boolean;
    min_length: number | null;
    max_length: number | null;
    pattern_id: number | null;
    accepted_pattern: string | null;
    type: string;
  }>('select * from register_fields where merchant_code = $1 order by sort, field', [merchantCode]);
  return rows.map((r) => ({
    field: r.field,
    enabled: r.enabled,
    required: r.required,
    minLength: r.min_length,
    maxLength: r.max_length,
    patternId: r.pattern_id,
    acceptedPattern: r.accepted_pattern,
    type: r.type,
  }));
}

export async function listCountryCodes(db: Database, merchantCode: string) {
  const rows = await db.query<{ country_code: string; dialing_code: string }>(
    'select country_code, dialing_code from country_codes where merchant_code = $1 order by sort, country_code',
    [merchantCode],
  );
  return rows.map((r) => ({ countryCode: r.country_code, countryDialingCode: r.dialing_code }));
}

export async function listResources(db: Database, merchantCode: string) {
  return db.query<{ resourceType: string; name: string; url: string }>(
    'select resource_type as "resourceType", name, url from resources where merchant_code = $1 order by id',
    [merchantCode],
  );
}

export async function listCustomerService(db: Database, merchantCode: string) {
  return db.query<{ csType: string; csPosition: string; title: string; url: string }>(
    `select cs_type as "csType", cs_position as "csPosition", title, url
       from customer_service where merchant_code = $1 order by id`,
    [merchantCode],
  );
}

export async function updateMemberLanguage(db: Database, memberId: number, language: string) {
  await db.query('update members set language = $2 where id = $1', [memberId, language]);
}
