import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Answers that are not the site's page (the API, files) load nothing and may not be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface PageSources {
  /** Origins other than our own that registered remotes load from (manifests, entries, chunks, styles, fonts). */
  remoteOrigins: string[];
  /** `'sha256-…'` of each inline script and style of the host's index.html. */
  inlineScripts: string[];
  inlineStyles: string[];
  /** Origins the game catalogue's https logos and icons come from (images only). */
  imageOrigins?: string[];
}

/**
 * The host page's policy: code only from our origin, the remotes' origins and index.html's own inline script;
 * images also as data: URLs (the captcha and QR codes) and from the game catalogue's image origins; never framed (the payment page opens in a new window).
 */
export function pagePolicy({
  remoteOrigins,
  inlineScripts,
  inlineStyles,
  imageOrigins = [],
}: PageSources): string {
  const from = (...sources: string[]) => ["'self'", ...sources, ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${from(...inlineScripts)}`,
    `style-src ${from(...inlineStyles)}`,
    `img-src ${from('data:', 'blob:', ...imageOrigins)}`,
    `font-src ${from()}`,
    `connect-src ${from()}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function hashes(html: string, tag: 'script' | 'style'): string[] {
  const inline = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(inline)].map(([, body]) => sha256Source(body ?? ''));
}

/** The inline script and style hashes of the built host page (none when the site is not built). */
export function inlineHashesOf(
  siteDir: string | undefined,
): Pick<PageSources, 'inlineScripts' | 'inlineStyles'> {
  const index = siteDir ? join(siteDir, 'index.html') : '';
  if (!index || !existsSync(index)) return { inlineScripts: [], inlineStyles: [] };
  const html = readFileSync(index, 'utf8');
  return { inlineScripts: hashes(html, 'script'), inlineStyles: hashes(html, 'style') };
}

/**
 * helmet's headers on every answer (nosniff, no-referrer: the spec carries a token in the address, HSTS, …) and a
 * Content-Security-Policy: the page's for HTML, the API's for the rest, unless a route set its own (the sandbox
 * payment pages). Remote origins are read per page, so a newly registered remote is allowed without a restart.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    siteDir?: string;
    remoteOrigins: () => Promise<string[]>;
    imageOrigins?: () => Promise<string[]>;
  },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Same origin by default; the remotes' files say cross-origin themselves (static-site.ts).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The deposit flow opens the payment provider's page in a window of its own.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const inline = inlineHashesOf(options.siteDir);
  app.addHook('onSend', async (_request, reply, payload) => {
    // A 304 updates the cached answer's headers: it must keep the policy the cached page or file came with.
    if (reply.statusCode === 304 || reply.hasHeader('content-security-policy')) return payload;
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header(
      'content-security-policy',
      isPage
        ? pagePolicy({
            ...inline,
            remoteOrigins: await options.remoteOrigins(),
            imageOrigins: (await options.imageOrigins?.()) ?? [],
          })
        : API_POLICY,
    );
    return payload;
  });
}
