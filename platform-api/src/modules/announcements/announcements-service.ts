import {
  type AnnouncementPayload,
  type AnnouncementType,
  ApiError,
  type CreateAnnouncement,
  type PopupExecution,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import {
  languageOf,
  type OperatorContext,
  type RequestContext,
  type SessionContext,
} from '../../http/request-context';
import { memberInfo } from '../member/member-service';
import { operatorMaySee } from '../operator/operator-service';
import { recordOperatorAction } from '../operator-audit/operator-audit-service';
import { marketingAllowed } from '../responsible-gaming/rg-guard';
import { stateAt } from './announcement-schedule';
import { toBanner, toNotice, toOperatorView, toPopup } from './announcement-view';
import {
  type AnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  type LiveFilter,
  liveAnnouncements,
  pageLiveNotices,
  regionAnnouncements,
  regionExists,
  saveAnnouncement,
  type Texts,
} from './announcements-store';
import { sanitizeContent } from './sanitize-content';

const KIND_OF_TYPE = { B: 'BANNER', PL: 'NOTICE', PU: 'POPUP', PR: 'PROMOTION' } as const;

interface PayloadInput {
  types: AnnouncementType[];
  groupName?: string;
  language?: string;
}

async function payload(
  deps: Deps,
  ctx: RequestContext,
  input: PayloadInput,
  executions: PopupExecution[],
): Promise<AnnouncementPayload> {
  const language = languageOf(ctx, input.language);
  // H (help) is accepted for the spec's list of types; no announcement is of that type yet.
  const kinds = [...new Set(input.types)].flatMap((t) => (t === 'H' ? [] : [KIND_OF_TYPE[t]]));
  const filter: LiveFilter = { kinds, executions, groupName: input.groupName };
  const rows = await liveAnnouncements(deps.db, ctx.merchant.merchantCode, deps.now(), filter);
  const of = (kind: AnnouncementRow['kind']) => rows.filter((row) => row.kind === kind);
  return {
    banners: of('BANNER').map((row) => toBanner(row, language)),
    notices: of('NOTICE').map((row) => toNotice(row, language)),
    popups: of('POPUP').map((row) => toPopup(row, language)),
    promotions: of('PROMOTION').map((row) => toNotice(row, language)),
  };
}

/** A visitor's announcements: the B popups only. */
export function visitorAnnouncements(deps: Deps, ctx: RequestContext, input: PayloadInput) {
  return payload(deps, ctx, input, ['B']);
}

/** A member's announcements: the A popups, and the F ones until the member has finished the first login. */
export async function memberAnnouncements(deps: Deps, ctx: SessionContext, input: PayloadInput) {
  const { member } = await memberInfo(deps, ctx);
  const all = await payload(deps, ctx, input, member.firstTimeLogin ? ['A', 'F'] : ['A']);
  // A member who opted out of marketing (cooling-off, self-exclusion) gets no popups or promotions (decision 105).
  if (await marketingAllowed(deps.db, ctx.session.memberId, deps.now())) return all;
  return { ...all, popups: [], promotions: [] };
}

export async function listAnnouncements(
  deps: Deps,
  ctx: SessionContext,
  input: { pageNo: number; pageSize: number; language?: string },
) {
  const language = languageOf(ctx, input.language);
  const offset = (input.pageNo - 1) * input.pageSize;
  const page = await pageLiveNotices(deps.db, ctx.merchant.merchantCode, deps.now(), offset, input.pageSize);
  return {
    content: page.rows.map((row) => toNotice(row, language)),
    pageNum: input.pageNo,
    totalPages: Math.ceil(page.total / input.pageSize),
    total: page.total,
  };
}

const cleanTexts = (texts: Texts): Texts =>
  Object.fromEntries(Object.entries(texts).map(([language, html]) => [language, sanitizeContent(html)]));

const withoutEmpty = (texts: Texts): Texts =>
  Object.fromEntries(Object.entries(texts).filter(([, t]) => t !== ''));

/** An operator's write to an announcement, kept in the audit with its reason, in the transaction that makes it. */
function recordWrite(
  db: Queryable,
  deps: Deps,
  ctx: OperatorContext,
  action: 'ANNOUNCEMENT_CREATED' | 'ANNOUNCEMENT_UPDATED' | 'ANNOUNCEMENT_ENDED',
  row: { id: number; kind: string; merchant_code: string },
  reason: string,
) {
  return recordOperatorAction(db, {
    at: deps.now(),
    operatorId: ctx.operator.operatorId,
    area: 'announcements',
    action,
    merchantCode: row.merchant_code,
    subject: `${row.kind}:${row.id}`,
    reason,
  });
}

/** Stores an operator's announcement with its HTML sanitised. */
export async function createAnnouncement(deps: Deps, ctx: OperatorContext, input: CreateAnnouncement) {
  if (!operatorMaySee(ctx.operator, input.merchantCode) || !(await regionExists(deps.db, input.merchantCode)))
    throw new ApiError('NOT_FOUND');
  const banner = input.kind === 'BANNER' ? input : null;
  return deps.db.transaction(async (tx) => {
    const row = await insertAnnouncement(
      tx,
      {
        merchantCode: input.merchantCode,
        kind: input.kind,
        titles: withoutEmpty(input.titles),
        contents: 'contents' in input ? withoutEmpty(cleanTexts(input.contents)) : {},
        execution: input.kind === 'POPUP' ? input.execution : null,
        groupName: banner?.groupName ?? null,
        imageUrls: banner ? withoutEmpty(banner.imageUrls) : {},
        linkageType: banner?.linkageType ?? null,
        linkUrl: banner ? (banner.linkUrl ?? '') : null,
        width: banner?.width ?? null,
        height: banner?.height ?? null,
        sort: input.sort,
        startAt: new Date(input.startAt),
        endAt: input.endAt ? new Date(input.endAt) : null,
        createdBy: ctx.operator.username,
      },
      deps.now(),
    );
    await recordWrite(tx, deps, ctx, 'ANNOUNCEMENT_CREATED', row!, input.reason);
    return toOperatorView(row!, deps.now());
  });
}

async function operatorsAnnouncement(db: Queryable, ctx: OperatorContext, id: number) {
  const row = await findAnnouncement(db, id);
  if (!row || !operatorMaySee(ctx.operator, row.merchant_code)) throw new ApiError('NOT_FOUND');
  return row;
}

export interface AnnouncementChange {
  id: number;
  titles?: Texts;
  contents?: Texts;
  startAt?: string;
  /** null: until an operator ends it. */
  endAt?: string | null;
  sort?: number;
  execution?: PopupExecution;
  groupName?: string;
  imageUrls?: Texts;
  linkageType?: 'NONE' | 'INTERNAL' | 'EXTERNAL';
  linkUrl?: string;
  width?: number;
  height?: number;
  reason: string;
}

/** Changes what the operator names; fields of another kind (a popup's audience on a banner) are BAD_REQUEST. */
export async function updateAnnouncement(deps: Deps, ctx: OperatorContext, change: AnnouncementChange) {
  return deps.db.transaction(async (tx) => {
    const row = await operatorsAnnouncement(tx, ctx, change.id);
    const bannerOnly = ['groupName', 'imageUrls', 'linkageType', 'linkUrl', 'width', 'height'] as const;
    if (row.kind !== 'BANNER' && bannerOnly.some((field) => change[field] !== undefined))
      throw new ApiError('BAD_REQUEST', { message: 'only a banner has an image and a link' });
    if (row.kind !== 'POPUP' && change.execution !== undefined)
      throw new ApiError('BAD_REQUEST', { message: 'only a popup has an execution' });
    if (row.kind === 'BANNER' && change.contents !== undefined)
      throw new ApiError('BAD_REQUEST', { message: 'a banner has no content' });
    const linkageType = change.linkageType ?? row.linkage_type;
    const linkUrl = change.linkUrl ?? (change.linkageType === 'NONE' ? '' : row.link_url);
    const linkOk =
      row.kind !== 'BANNER' ||
      (linkageType === 'NONE' && !linkUrl) ||
      (linkageType === 'INTERNAL' && Boolean(linkUrl?.startsWith('/'))) ||
      (linkageType === 'EXTERNAL' && Boolean(linkUrl?.startsWith('https://')));
    if (!linkOk) throw new ApiError('BAD_REQUEST', { message: 'linkUrl does not fit the linkageType' });
    const startAt = change.startAt ? new Date(change.startAt) : row.start_at;
    const endAt =
      change.endAt === undefined ? row.end_at : change.endAt === null ? null : new Date(change.endAt);
    if (endAt && endAt <= startAt)
      throw new ApiError('BAD_REQUEST', { message: 'endAt must be after startAt' });
    const saved = await saveAnnouncement(
      tx,
      {
        ...row,
        titles: change.titles ? withoutEmpty(change.titles) : row.titles,
        contents: change.contents ? withoutEmpty(cleanTexts(change.contents)) : row.contents,
        execution: change.execution ?? row.execution,
        group_name: change.groupName ?? row.group_name,
        image_urls: change.imageUrls ? withoutEmpty(change.imageUrls) : row.image_urls,
        linkage_type: linkageType,
        link_url: row.kind === 'BANNER' ? (linkUrl ?? '') : null,
        width: change.width ?? row.width,
        height: change.height ?? row.height,
        sort: change.sort ?? row.sort,
        start_at: startAt,
        end_at: endAt,
      },
      deps.now(),
    );
    await recordWrite(tx, deps, ctx, 'ANNOUNCEMENT_UPDATED', saved, change.reason);
    return toOperatorView(saved, deps.now());
  });
}

/** Ends it now; one that already ended keeps its end. One not started yet ends before it starts: never shown. */
export async function endAnnouncement(
  deps: Deps,
  ctx: OperatorContext,
  input: { id: number; reason: string },
) {
  return deps.db.transaction(async (tx) => {
    const row = await operatorsAnnouncement(tx, ctx, input.id);
    const now = deps.now();
    if (stateAt(row, now) === 'ENDED') return toOperatorView(row, now);
    // The table wants end_at after start_at: one that has not started yet is moved to start and end now.
    const startAt = row.start_at < now ? row.start_at : new Date(now.getTime() - 1);
    const ended = await saveAnnouncement(tx, { ...row, start_at: startAt, end_at: now }, now);
    await recordWrite(tx, deps, ctx, 'ANNOUNCEMENT_ENDED', ended, input.reason);
    return toOperatorView(ended, now);
  });
}

export async function operatorAnnouncements(deps: Deps, ctx: OperatorContext, merchantCode: string) {
  if (!operatorMaySee(ctx.operator, merchantCode)) throw new ApiError('NOT_FOUND');
  const now = deps.now();
  return (await regionAnnouncements(deps.db, merchantCode)).map((row) => toOperatorView(row, now));
}
