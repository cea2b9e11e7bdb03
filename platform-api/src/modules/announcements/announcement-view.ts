import type { Banner, Notice, OperatorAnnouncement, Popup } from '@platform/shared-contracts/server';
import { stateAt } from './announcement-schedule';
import type { AnnouncementRow, Texts } from './announcements-store';
import { sanitizeContent } from './sanitize-content';

/** The language a text is shown in: the one asked for where the operator wrote it, else English, else any. */
export function shownLanguage(texts: Texts, language: string): string {
  if (texts[language] !== undefined) return language;
  if (texts.EN !== undefined) return 'EN';
  return Object.keys(texts)[0] ?? language;
}

/** A text in the language, else English, else any. */
export function textIn(texts: Texts, language: string): string {
  return texts[shownLanguage(texts, language)] ?? '';
}

const PROMOTION_TYPE = { NOTICE: 'PL', PROMOTION: 'PR', POPUP: 'PU' } as const;

export function toNotice(row: AnnouncementRow, language: string): Notice {
  // The title decides the language, and the content follows it, so both are in one language the page can mark.
  const shown = shownLanguage(row.titles, language);
  return {
    id: row.id,
    title: textIn(row.titles, shown),
    // Sanitised again on the way out: rows written before a stricter rule, or by hand, are cleaned too.
    content: sanitizeContent(textIn(row.contents, shown)),
    language: shown,
    promotionType: PROMOTION_TYPE[row.kind as keyof typeof PROMOTION_TYPE] ?? 'PL',
    time: row.start_at.toISOString(),
  };
}

export function toPopup(row: AnnouncementRow, language: string): Popup {
  return { ...toNotice(row, language), execution: row.execution ?? 'B' };
}

export function toBanner(row: AnnouncementRow, language: string): Banner {
  return {
    id: row.id,
    groupName: row.group_name ?? '',
    title: textIn(row.titles, language),
    url: textIn(row.image_urls, language),
    linkageType: row.linkage_type ?? 'NONE',
    linkUrl: row.link_url ?? '',
    width: row.width ?? 0,
    height: row.height ?? 0,
  };
}

export function toOperatorView(row: AnnouncementRow, now: Date): OperatorAnnouncement {
  return {
    id: row.id,
    kind: row.kind,
    merchantCode: row.merchant_code,
    titles: row.titles,
    contents: row.contents,
    execution: row.execution,
    groupName: row.group_name,
    imageUrls: row.image_urls,
    linkageType: row.linkage_type,
    linkUrl: row.link_url,
    sort: row.sort,
    startAt: row.start_at.toISOString(),
    endAt: row.end_at ? row.end_at.toISOString() : null,
    state: stateAt(row, now),
  };
}
