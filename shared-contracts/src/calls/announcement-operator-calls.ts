import * as v from 'valibot';
import {
  ANNOUNCEMENT_KINDS,
  BANNER_LINKAGE_TYPES,
  localisedTextSchema,
  POPUP_EXECUTIONS,
} from './announcement-calls';
import { requiredText } from './common-schemas';
import { defineCall } from './define-call';

/**
 * Back-office calls that write announcements (decision 062): create, update, end, and list a region's. Each write
 * says why, and is audited with it.
 */

const merchantCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'unknown merchant'));
const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const timestampSchema = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 time with its offset'));
/** A path of this site: banner art is served by the site itself, so the page's image policy allows it. */
const sitePathSchema = v.pipe(
  v.string(),
  v.maxLength(300),
  v.regex(/^\/(?![/\\])[A-Za-z0-9_\-./?=&%#]*$/, 'must be a path on this site'),
);
const httpsUrlSchema = v.pipe(
  v.string(),
  v.maxLength(500),
  v.url(),
  v.startsWith('https://', 'must be https'),
);
const pixelsSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4000));

const bannerFields = {
  groupName: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,32}$/, 'groupName: lower-case letters, digits, _')),
  /** The image per language; English required, used where a language has none. */
  imageUrls: v.strictObject({
    EN: sitePathSchema,
    CN: v.optional(sitePathSchema),
    KM: v.optional(sitePathSchema),
  }),
  linkageType: v.picklist(BANNER_LINKAGE_TYPES),
  /** A route of the site (INTERNAL), an https address (EXTERNAL), or absent (NONE). */
  linkUrl: v.optional(v.union([sitePathSchema, httpsUrlSchema], 'linkUrl must be a site path or https')),
  width: pixelsSchema,
  height: pixelsSchema,
};

const commonFields = {
  merchantCode: merchantCodeSchema,
  titles: localisedTextSchema(200),
  startAt: timestampSchema,
  /** Absent: until an operator ends it. */
  endAt: v.optional(timestampSchema),
  sort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), 0),
};
const reason = requiredText(500);
const contents = localisedTextSchema(20_000);

const linkMatchesType = <T extends { linkageType?: string; linkUrl?: string }>(input: T) =>
  input.linkageType === undefined ||
  (input.linkageType === 'NONE' && !input.linkUrl) ||
  (input.linkageType === 'INTERNAL' && Boolean(input.linkUrl?.startsWith('/'))) ||
  (input.linkageType === 'EXTERNAL' && Boolean(input.linkUrl?.startsWith('https://')));
const LINK_MESSAGE = 'linkUrl must be a site path for INTERNAL, https for EXTERNAL, absent for NONE';

const endsAfterStart = <T extends { startAt?: string; endAt?: string | null }>(input: T) =>
  !input.startAt || !input.endAt || Date.parse(input.endAt) > Date.parse(input.startAt);

export const createAnnouncementRequest = v.pipe(
  v.variant('kind', [
    v.strictObject({ kind: v.picklist(['NOTICE', 'PROMOTION']), ...commonFields, contents, reason }),
    v.strictObject({
      kind: v.literal('POPUP'),
      ...commonFields,
      contents,
      execution: v.picklist(POPUP_EXECUTIONS),
      reason,
    }),
    v.pipe(
      v.strictObject({ kind: v.literal('BANNER'), ...commonFields, ...bannerFields, reason }),
      v.check(linkMatchesType, LINK_MESSAGE),
    ),
  ]),
  v.check(endsAfterStart, 'endAt must be after startAt'),
);
export type CreateAnnouncement = v.InferOutput<typeof createAnnouncementRequest>;

/** Still to come, shown to players now, or over. */
export const ANNOUNCEMENT_STATES = ['SCHEDULED', 'LIVE', 'ENDED'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const operatorAnnouncementSchema = v.object({
  id: v.number(),
  kind: v.picklist(ANNOUNCEMENT_KINDS),
  merchantCode: v.string(),
  titles: v.record(v.string(), v.string()),
  contents: v.record(v.string(), v.string()),
  execution: v.nullable(v.picklist(POPUP_EXECUTIONS)),
  groupName: v.nullable(v.string()),
  imageUrls: v.record(v.string(), v.string()),
  linkageType: v.nullable(v.picklist(BANNER_LINKAGE_TYPES)),
  linkUrl: v.nullable(v.string()),
  sort: v.number(),
  startAt: v.string(),
  endAt: v.nullable(v.string()),
  /** Whether players are shown it now, on the server's clock (the one that decides what they see). */
  state: v.picklist(ANNOUNCEMENT_STATES),
});
export type OperatorAnnouncement = v.InferOutput<typeof operatorAnnouncementSchema>;

/** Creates an announcement, banner or popup in a region the operator may see; HTML is sanitised as it is stored. */
export const createAnnouncementCall = defineCall({
  name: 'createAnnouncement',
  method: 'POST',
  path: '/ops/announcements',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: createAnnouncementRequest,
  response: operatorAnnouncementSchema,
});

/** Changes what is named; the kind and region stay. */
export const updateAnnouncementCall = defineCall({
  name: 'updateAnnouncement',
  method: 'POST',
  path: '/ops/announcements/update',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.pipe(
    v.strictObject({
      id: idSchema,
      titles: v.optional(commonFields.titles),
      contents: v.optional(contents),
      startAt: v.optional(timestampSchema),
      /** A new end; null: until an operator ends it; absent: the end stays. */
      endAt: v.optional(v.nullable(timestampSchema)),
      sort: v.optional(commonFields.sort.wrapped),
      execution: v.optional(v.picklist(POPUP_EXECUTIONS)),
      groupName: v.optional(bannerFields.groupName),
      imageUrls: v.optional(bannerFields.imageUrls),
      linkageType: v.optional(bannerFields.linkageType),
      linkUrl: bannerFields.linkUrl,
      width: v.optional(pixelsSchema),
      height: v.optional(pixelsSchema),
      reason,
    }),
    v.check(linkMatchesType, LINK_MESSAGE),
    v.check(endsAfterStart, 'endAt must be after startAt'),
  ),
  response: operatorAnnouncementSchema,
});

/** Ends an announcement now: it is no longer served from the next request on. Ending an ended one changes nothing. */
export const endAnnouncementCall = defineCall({
  name: 'endAnnouncement',
  method: 'POST',
  path: '/ops/announcements/end',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({ id: idSchema, reason }),
  response: operatorAnnouncementSchema,
});

/** A region's announcements, live or not, newest first. */
export const operatorAnnouncementsCall = defineCall({
  name: 'operatorAnnouncements',
  method: 'GET',
  path: '/ops/announcements',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({ merchantCode: merchantCodeSchema }),
  response: v.array(operatorAnnouncementSchema),
});
