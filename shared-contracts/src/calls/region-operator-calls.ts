import * as v from 'valibot';
import { WHITELABEL_SWITCHES } from '../constants/whitelabel';
import { requiredText } from './common-schemas';
import { defineCall } from './define-call';

/**
 * A region's white-label switches and registration settings, read and changed by support (decision 088). A change
 * reaches players within the server's region cache time (seconds) and is audited with its reason.
 */

const merchantCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/, 'unknown region'));
const switchNameSchema = v.picklist(WHITELABEL_SWITCHES);

export const regionRegisterFieldSchema = v.object({
  field: v.string(),
  enabled: v.boolean(),
  required: v.boolean(),
});

export const regionSettingsSchema = v.object({
  merchantCode: v.string(),
  switches: v.record(v.string(), v.boolean()),
  registerFields: v.array(regionRegisterFieldSchema),
  registerCaptcha: v.boolean(),
  smsHumanCheck: v.boolean(),
  agreementAge: v.number(),
});
export type RegionSettings = v.InferOutput<typeof regionSettingsSchema>;

/** The regions the operator may see, with their currency and whether they are in maintenance. */
export const operatorRegionsCall = defineCall({
  name: 'operatorRegions',
  method: 'GET',
  path: '/ops/regions',
  auth: 'operator',
  request: v.strictObject({}),
  response: v.array(
    v.object({ merchantCode: v.string(), brand: v.string(), currency: v.string(), maintenance: v.boolean() }),
  ),
});

export const operatorRegionSettingsCall = defineCall({
  name: 'operatorRegionSettings',
  method: 'GET',
  path: '/ops/regions/settings',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({ merchantCode: merchantCodeSchema }),
  response: regionSettingsSchema,
});

/** Turns the named switches on or off; switches not named stay as they are. */
export const updateRegionSwitchesCall = defineCall({
  name: 'updateRegionSwitches',
  method: 'POST',
  path: '/ops/regions/switches',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({
    merchantCode: merchantCodeSchema,
    switches: v.pipe(
      v.record(switchNameSchema, v.boolean()),
      v.check((s) => Object.keys(s).length > 0, 'name at least one switch'),
    ),
    reason: requiredText(500),
  }),
  response: regionSettingsSchema,
});

/**
 * Changes registration settings: which register fields show and which are required (a required field must be
 * enabled; the region must keep a way to register), the captcha, the SMS human check and the agreement age.
 */
export const updateRegisterSettingsCall = defineCall({
  name: 'updateRegisterSettings',
  method: 'POST',
  path: '/ops/regions/register',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({
    merchantCode: merchantCodeSchema,
    fields: v.optional(
      v.pipe(
        v.array(v.strictObject({ field: requiredText(64), enabled: v.boolean(), required: v.boolean() })),
        v.maxLength(50),
        v.check(
          (fields) => fields.every((f) => f.enabled || !f.required),
          'a required field must be enabled',
        ),
      ),
    ),
    registerCaptcha: v.optional(v.boolean()),
    smsHumanCheck: v.optional(v.boolean()),
    agreementAge: v.optional(v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(25))),
    reason: requiredText(500),
  }),
  response: regionSettingsSchema,
});
