import * as v from 'valibot';
import type { PopupExecution } from '../constants/domain';
import { languageSchema } from './common-schemas';
import { defineCall } from './define-call';
import { pageOf, pagingFields, queryInt } from './wallet-calls';

/**
 * Announcements of spec sections 3 and 7 (decision 062): banners (B), player notices (PL), popups (PU) and
 * promotions (PR) of the request's region, only those live at the request time, in the asked language (else EN).
 * Content is HTML, sanitised by the server when written and again when served.
 */

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Popup audiences: A logged-in members, B anonymous visitors, F a member's first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const satisfies readonly PopupExecution[];

/** Where a banner leads: nowhere, a route of this site, or another site (opened in a new tab). */
export const BANNER_LINKAGE_TYPES = ['NONE', 'INTERNAL', 'EXTERNAL'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

/** What an operator writes: notices (PL), promotions (PR), popups (PU) and banners (B). */
export const ANNOUNCEMENT_KINDS = ['NOTICE', 'PROMOTION', 'POPUP', 'BANNER'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** The home page's banner group. */
export const HOME_BANNER_GROUP = 'w_home';

/** A comma-separated list of codes in a query string ("B,PL,PU,PR"), each one of `codes`. */
const codeList = <T extends string>(codes: readonly T[], message: string) =>
  v.pipe(
    v.string(),
    v.maxLength(64),
    v.transform((s) => s.split(',').map((code) => code.trim())),
    v.array(v.picklist(codes, message)),
    v.minLength(1, message),
  );

/** A notice, promotion or popup: id, title, content (sanitised HTML), its type and time (the start, ISO 8601). */
export const noticeSchema = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  /** The language the title and content are in: the one asked for where the operator wrote it, else English, else another. */
  language: languageSchema,
  promotionType: v.picklist(['PL', 'PR', 'PU']),
  time: v.string(),
});
export type Notice = v.InferOutput<typeof noticeSchema>;

export const popupSchema = v.object({ ...noticeSchema.entries, execution: v.picklist(POPUP_EXECUTIONS) });
export type Popup = v.InferOutput<typeof popupSchema>;

export const bannerSchema = v.object({
  id: v.number(),
  groupName: v.string(),
  title: v.string(),
  /** The image in the asked language, else the English one. */
  url: v.string(),
  linkageType: v.picklist(BANNER_LINKAGE_TYPES),
  /** The route (INTERNAL) or address (EXTERNAL) it opens; '' for NONE. */
  linkUrl: v.string(),
  width: v.number(),
  height: v.number(),
});
export type Banner = v.InferOutput<typeof bannerSchema>;

/** The announcement payload: banners, player notices, popups and promotions (each only when its type was asked). */
export const announcementPayloadSchema = v.object({
  banners: v.array(bannerSchema),
  notices: v.array(noticeSchema),
  popups: v.array(popupSchema),
  promotions: v.array(noticeSchema),
});
export type AnnouncementPayload = v.InferOutput<typeof announcementPayloadSchema>;

const payloadRequest = {
  types: v.optional(codeList(ANNOUNCEMENT_TYPES, 'types must be among B,PL,PU,PR,H'), 'B,PL,PU,PR'),
  platform: v.optional(v.picklist(['W'], 'platform must be W'), 'W'),
  /** Banners of one group only (w_home for the home page); every group when absent. */
  groupName: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,32}$/, 'unknown banner group'))),
  language: v.optional(languageSchema),
};

/** What a visitor sees (spec "notice", execution B): banners, notices, promotions and the B popups. */
export const noticeCall = defineCall({
  name: 'notice',
  method: 'GET',
  path: '/wps/announcement/notice',
  request: v.strictObject({
    ...payloadRequest,
    execution: v.optional(v.picklist(['B'], 'a visitor sees execution B only'), 'B'),
  }),
  response: announcementPayloadSchema,
});

/**
 * What a logged-in member sees (getAnnouncementContentV2): the same payload with the A popups, and the F popups
 * while the member has not finished the first login.
 */
export const announcementContentCall = defineCall({
  name: 'getAnnouncementContentV2',
  method: 'GET',
  path: '/wps/announcement/contentV2',
  auth: 'session',
  request: v.strictObject({
    ...payloadRequest,
    types: v.optional(codeList(ANNOUNCEMENT_TYPES, 'types must be among B,PL,PU,PR,H'), 'B,PL,PU,PR,H'),
  }),
  response: announcementPayloadSchema,
});

/** The member's announcement list (MCSFE_getListAnnouncements): notices and promotions, newest first, 6 a page. */
export const listAnnouncementsCall = defineCall({
  name: 'MCSFE_getListAnnouncements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: 'session',
  request: v.strictObject({
    pageNo: pagingFields.pageNo,
    pageSize: v.optional(queryInt(1, 50), '6'),
    language: v.optional(languageSchema),
  }),
  response: pageOf(noticeSchema),
});

/** Operator-written texts: English required, Chinese and Khmer optional (they fall back to English). */
export const localisedTextSchema = (max: number) =>
  v.strictObject({
    EN: v.pipe(v.string(), v.trim(), v.minLength(1, 'the English text is required'), v.maxLength(max)),
    CN: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max))),
    KM: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max))),
  });
