import { createHash } from 'node:crypto';
import {
  ApiError,
  chooseInitialLanguage,
  homeBannersRead,
  type LeadImage,
  noticeCall,
} from '@platform/shared-contracts/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { visitorAnnouncements } from '../modules/announcements/announcements-service';
import { escapeHtml } from './escape-html';
import { admit, parseInput } from './register-call';

/** Where index.html leaves room for the lead banner in its loading cover. */
const LEAD_IMAGE_SLOT = '<template id="lead-image"></template>';

/** A browser's languages as its Accept-Language lists them, best first: what `navigator.languages` holds there. */
export function requestLanguages(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

export interface DrawnLead {
  image: LeadImage;
  language: string;
  merchantCode: string;
}

/**
 * The home page's lead banner as the shell will draw it for this visitor: the region the request names (none on a
 * page load, so the default one) and the language the browser will choose. None while the region is in maintenance
 * or closed to the visitor (the shell shows that instead), or when the region has no home banner.
 */
export async function homePageLead(deps: Deps, request: FastifyRequest): Promise<DrawnLead | null> {
  try {
    const ctx = await admit(deps, noticeCall, request, false);
    const language = chooseInitialLanguage(null, requestLanguages(request.headers['accept-language']));
    const read = homeBannersRead(language);
    const answer = await visitorAnnouncements(deps, ctx, parseInput(noticeCall, read.input));
    const image = read.leadImage?.(answer);
    return image ? { image, language, merchantCode: ctx.merchant.merchantCode } : null;
  } catch (error) {
    // Maintenance or a closed region is a refusal the shell shows; anything else is worth a line in the log. Either
    // way the page goes out, with the plain cover.
    if (!(error instanceof ApiError))
      request.log.warn({ err: error }, 'home page sent without its lead banner');
    return null;
  }
}

/**
 * The lead banner drawn into the page's loading cover. Its language and region ride along, so the page can drop it
 * for a player whose stored choice of either differs (index.html's own script).
 */
export function withLeadImage(html: string, lead: DrawnLead | null): string {
  if (!lead) return html;
  const { image } = lead;
  // A banner stored without its size has none drawn: the cover's style gives the banner shape.
  const size = (name: string, value: number) =>
    Number.isInteger(value) && value > 0 ? ` ${name}="${value}"` : '';
  const tag =
    `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}"` +
    `${size('width', image.width)}${size('height', image.height)} fetchpriority="high"` +
    ` data-language="${escapeHtml(lead.language)}" data-merchant="${escapeHtml(lead.merchantCode)}">`;
  return html.replace(LEAD_IMAGE_SLOT, () => tag);
}

/**
 * The home page: the host's index.html (`builtPage`: read once, when the site is served, as its inline hashes
 * are) with the lead banner in its loading cover, so the page's largest paint needs none of the site's code
 * (decision 147).
 */
export async function sendHomePage(
  deps: Deps,
  builtPage: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const page = withLeadImage(builtPage, await homePageLead(deps, request));
  // Revalidated on each visit (no-cache): an unchanged page is answered 304, without its body.
  const etag = `"${createHash('sha256').update(page).digest('base64url')}"`;
  reply.header('cache-control', 'no-cache').header('vary', 'accept-language').header('etag', etag);
  const known = String(request.headers['if-none-match'] ?? '').split(',');
  if (known.some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(page);
}
