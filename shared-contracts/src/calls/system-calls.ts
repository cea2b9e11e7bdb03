import * as v from 'valibot';
import { emptyRequest, text } from './common-schemas';
import { defineCall } from './define-call';

export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;

export const regionSchema = v.object({
  country: v.string(),
  countryName: v.string(),
  currency: v.string(),
  langList: v.array(v.string()),
  merchantCode: v.string(),
});

export const fieldRuleSchema = v.object({
  field: v.string(),
  enabled: v.boolean(),
  required: v.boolean(),
  minLength: v.nullable(v.number()),
  maxLength: v.nullable(v.number()),
  patternId: v.nullable(v.number()),
  acceptedPattern: v.nullable(v.string()),
  type: v.string(),
});

export const registerSettingsSchema = v.object({
  fields: v.array(fieldRuleSchema),
  captchaRequired: v.boolean(),
  smsVerification: v.boolean(),
  agreementAge: v.number(),
});

export const resourceSchema = v.object({ resourceType: v.string(), name: v.string(), url: v.string() });
export const customerServiceSchema = v.object({
  csType: v.string(),
  csPosition: v.string(),
  title: v.string(),
  url: v.string(),
});
export const whitelabelValuesSchema = v.record(v.string(), v.boolean());

export const systemStatusCall = defineCall({
  name: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  request: emptyRequest,
  response: v.object({
    status: v.picklist([SYSTEM_STATUS.NORMAL, SYSTEM_STATUS.MAINTENANCE, SYSTEM_STATUS.REGION_RESTRICTED]),
    maintenanceEndTime: v.nullable(v.string()),
    ip: v.string(),
    country: v.nullable(v.string()),
    merchantCode: v.string(),
  }),
});

export const whitelabelCall = defineCall({
  name: 'whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  request: emptyRequest,
  response: whitelabelValuesSchema,
});

export const registerSettingsCall = defineCall({
  name: 'registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  request: emptyRequest,
  response: registerSettingsSchema,
});

/** Field rules for every form that checks a username, password, email or phone (cached by the client). */
export const regValidataCall = defineCall({
  name: 'regValidata',
  method: 'GET',
  path: '/wps/system/regValidata',
  request: emptyRequest,
  response: v.record(v.string(), fieldRuleSchema),
});

export const permissionCall = defineCall({
  name: 'permission',
  method: 'GET',
  path: '/wps/system/permission',
  request: emptyRequest,
  response: v.object({
    domainRoute: v.array(regionSchema),
    resources: v.array(resourceSchema),
    whitelabelVal: whitelabelValuesSchema,
    register: registerSettingsSchema,
    mainDomain: v.string(),
    analytics: v.nullable(v.string()),
    imageCDNs: v.array(v.string()),
    launchGameCDNs: v.array(v.string()),
    customerService: v.array(customerServiceSchema),
    location: v.object({ ip: v.string(), country: v.nullable(v.string()) }),
    maintenance: v.boolean(),
    regionRestriction: v.boolean(),
    /** The region's IANA time zone (e.g. Asia/Phnom_Penh): its calendar days are the ones dates refer to. */
    timeZone: v.string(),
  }),
});

export const domainRouteCall = defineCall({
  name: 'domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  request: emptyRequest,
  response: v.array(regionSchema),
});

export const countryCodeCall = defineCall({
  name: 'getCountryCode',
  method: 'GET',
  path: '/wps/system/countryCode',
  request: emptyRequest,
  response: v.array(v.object({ countryCode: v.string(), countryDialingCode: v.string() })),
});

/** The server's public key for encrypted calls (not named by the spec; see docs/decisions). */
export const publicKeyCall = defineCall({
  name: 'publicKey',
  method: 'GET',
  path: '/wps/system/publicKey',
  request: emptyRequest,
  response: v.object({ kid: v.string(), spki: v.string() }),
});

export const captchaCall = defineCall({
  name: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  request: emptyRequest,
  response: v.object({ captchaId: v.string(), image: v.string(), expiresInSeconds: v.number() }),
});

export const OUTBOX_CHANNELS = ['sms', 'mail'] as const;

/** Reads the built-in SMS or mail outbox; only registered when the built-in providers are in use. */
export const devOutboxCall = defineCall({
  name: 'devOutbox',
  method: 'GET',
  path: '/wps/dev/outbox',
  request: v.strictObject({ channel: v.picklist(OUTBOX_CHANNELS), to: text(128) }),
  response: v.array(v.object({ to: v.string(), body: v.string(), createdAt: v.string() })),
});

export type Region = v.InferOutput<typeof regionSchema>;
export type RegisterSettings = v.InferOutput<typeof registerSettingsSchema>;
export type SystemStatus = v.InferOutput<typeof systemStatusCall.response>;
export type Permission = v.InferOutput<typeof permissionCall.response>;

export const remoteReleaseSchema = v.object({
  name: v.string(),
  version: v.string(),
  /** URL of the remote's mf-manifest.json. */
  entry: v.string(),
  fallbackEntry: v.nullable(v.string()),
  /** SRI hash (`sha384-…`) of the remote entry script the manifest names; the host refuses an entry that differs. */
  integrity: v.nullable(v.string()),
  /** The same for the fallback's entry script. */
  fallbackIntegrity: v.nullable(v.string()),
  /**
   * For the release of the screen the request named: the files that screen's module needs (the remote's entry, with
   * its SRI hash, then the module's own files and those of the shared packages the host does not provide), so the
   * host asks for them without waiting for the manifest. Only for releases served by this server.
   */
  preload: v.optional(
    v.array(
      v.object({
        href: v.string(),
        as: v.picklist(['script', 'style']),
        integrity: v.optional(v.string()),
      }),
    ),
  ),
});

/**
 * The remotes the host loads for this merchant, one release each. `bucket` (0-99, kept per browser) picks a
 * canary release by traffic share; `screen` asks for the files of the screen the page opens on (decision 129).
 */
export const remoteRegistryCall = defineCall({
  name: 'remoteRegistry',
  method: 'GET',
  path: '/wps/system/remotes',
  request: v.strictObject({
    bucket: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'bucket must be 0-99'))),
    /** The screen the page opens on, `<remote>:<module>` (`mfe_lobby:./HomePage`): its release says what to preload. */
    screen: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[a-z][a-z_]{0,39}:\.\/[A-Za-z]{1,40}$/, 'screen must be <remote>:./<Module>'),
      ),
    ),
  }),
  response: v.array(remoteReleaseSchema),
});

export type RemoteRelease = v.InferOutput<typeof remoteReleaseSchema>;
