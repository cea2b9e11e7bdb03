import type { Queryable } from '../../db/database';
import { liveAtSql } from './announcement-schedule';

// SQL of the announcements table (migration 0023). Private to the announcements module.

export type Texts = Record<string, string>;

export interface AnnouncementRow {
  id: number;
  merchant_code: string;
  kind: 'NOTICE' | 'PROMOTION' | 'POPUP' | 'BANNER';
  titles: Texts;
  contents: Texts;
  execution: 'A' | 'B' | 'F' | null;
  group_name: string | null;
  image_urls: Texts;
  linkage_type: 'NONE' | 'INTERNAL' | 'EXTERNAL' | null;
  link_url: string | null;
  width: number | null;
  height: number | null;
  sort: number;
  start_at: Date;
  end_at: Date | null;
}

export interface NewAnnouncement {
  merchantCode: string;
  kind: AnnouncementRow['kind'];
  titles: Texts;
  contents: Texts;
  execution: AnnouncementRow['execution'];
  groupName: string | null;
  imageUrls: Texts;
  linkageType: AnnouncementRow['linkage_type'];
  linkUrl: string | null;
  width: number | null;
  height: number | null;
  sort: number;
  startAt: Date;
  endAt: Date | null;
  createdBy: string;
  demoKey?: string;
}

const COLUMNS = `id, merchant_code, kind, titles, contents, execution, group_name, image_urls, linkage_type, link_url,
  width, height, sort, start_at, end_at`;

function withDates(row: AnnouncementRow): AnnouncementRow {
  return { ...row, start_at: new Date(row.start_at), end_at: row.end_at ? new Date(row.end_at) : null };
}

/**
 * Stores a new one. With a demo key the region already has: an item nobody has changed since the demo wrote it takes
 * the demo's current texts, images and link (decision 191); one an operator changed is left as it is (answers null).
 */
export async function insertAnnouncement(
  db: Queryable,
  item: NewAnnouncement,
  now: Date,
): Promise<AnnouncementRow | null> {
  const rows = await db.query<AnnouncementRow>(
    `insert into announcements (merchant_code, kind, titles, contents, execution, group_name, image_urls,
       linkage_type, link_url, width, height, sort, start_at, end_at, created_by, created_at, updated_at, demo_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17)
     on conflict (merchant_code, demo_key) do update set titles = excluded.titles, contents = excluded.contents,
       image_urls = excluded.image_urls, linkage_type = excluded.linkage_type, link_url = excluded.link_url
       where announcements.updated_at = announcements.created_at
     returning ${COLUMNS}`,
    [
      item.merchantCode,
      item.kind,
      JSON.stringify(item.titles),
      JSON.stringify(item.contents),
      item.execution,
      item.groupName,
      JSON.stringify(item.imageUrls),
      item.linkageType,
      item.linkUrl,
      item.width,
      item.height,
      item.sort,
      item.startAt,
      item.endAt,
      item.createdBy,
      now,
      item.demoKey ?? null,
    ],
  );
  return rows[0] ? withDates(rows[0]) : null;
}

export async function findAnnouncement(db: Queryable, id: number): Promise<AnnouncementRow | null> {
  const [row] = await db.query<AnnouncementRow>(`select ${COLUMNS} from announcements where id = $1`, [id]);
  return row ? withDates(row) : null;
}

/** Writes the whole row back (the service merged the change into it). */
export async function saveAnnouncement(
  db: Queryable,
  row: AnnouncementRow,
  now: Date,
): Promise<AnnouncementRow> {
  const [saved] = await db.query<AnnouncementRow>(
    `update announcements set titles = $2, contents = $3, execution = $4, group_name = $5, image_urls = $6,
       linkage_type = $7, link_url = $8, width = $9, height = $10, sort = $11, start_at = $12, end_at = $13,
       updated_at = $14
     where id = $1 returning ${COLUMNS}`,
    [
      row.id,
      JSON.stringify(row.titles),
      JSON.stringify(row.contents),
      row.execution,
      row.group_name,
      JSON.stringify(row.image_urls),
      row.linkage_type,
      row.link_url,
      row.width,
      row.height,
      row.sort,
      row.start_at,
      row.end_at,
      now,
    ],
  );
  return withDates(saved!);
}

export interface LiveFilter {
  kinds: AnnouncementRow['kind'][];
  executions: ('A' | 'B' | 'F')[];
  groupName?: string;
}

/** A region's announcements live at `at` of the kinds asked (popups only of the executions asked), by sort. */
export async function liveAnnouncements(
  db: Queryable,
  merchantCode: string,
  at: Date,
  filter: LiveFilter,
): Promise<AnnouncementRow[]> {
  if (filter.kinds.length === 0) return [];
  const rows = await db.query<AnnouncementRow>(
    `select ${COLUMNS} from announcements
      where merchant_code = $1 and kind = any($2::text[]) and ${liveAtSql('$3')}
        and (kind <> 'POPUP' or execution = any($4::text[]))
        and (kind <> 'BANNER' or $5::text is null or group_name = $5)
      order by sort, start_at desc, id desc`,
    [merchantCode, filter.kinds, at, filter.executions, filter.groupName ?? null],
  );
  return rows.map(withDates);
}

/** One page of a region's live notices and promotions, newest first, and how many there are. */
export async function pageLiveNotices(
  db: Queryable,
  merchantCode: string,
  at: Date,
  offset: number,
  limit: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where = `merchant_code = $1 and kind in ('NOTICE', 'PROMOTION') and ${liveAtSql('$2')}`;
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from announcements where ${where}`,
    [merchantCode, at],
  );
  const rows = await db.query<AnnouncementRow>(
    `select ${COLUMNS} from announcements where ${where} order by start_at desc, id desc offset $3 limit $4`,
    [merchantCode, at, offset, limit],
  );
  return { rows: rows.map(withDates), total: count?.n ?? 0 };
}

/** Every announcement of a region, live or not, newest first. */
export async function regionAnnouncements(db: Queryable, merchantCode: string): Promise<AnnouncementRow[]> {
  const rows = await db.query<AnnouncementRow>(
    `select ${COLUMNS} from announcements where merchant_code = $1 order by created_at desc, id desc`,
    [merchantCode],
  );
  return rows.map(withDates);
}

export async function regionExists(db: Queryable, merchantCode: string): Promise<boolean> {
  const rows = await db.query('select 1 from regions where merchant_code = $1', [merchantCode]);
  return rows.length > 0;
}
