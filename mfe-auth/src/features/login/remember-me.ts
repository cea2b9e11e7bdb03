import { LIMITS } from '@platform/shared-contracts/client';

const COOKIE = 'mfe_auth_remember';

/**
 * What "remember me" keeps for the next visit (spec section 9: 24 hours). Decision: the spec's cookie also
 * holds the password; we never store it. A cookie is readable by every script on the site and travels with
 * every request, so a password in it could be stolen by any injected script or leaked in logs, on a
 * real-money account. The username and the last login tab are enough to make the next login quick.
 */
export interface Remembered {
  username: string;
  /** The player last logged in with the SMS tab. */
  sms: boolean;
}

export function readRemembered(): Remembered | null {
  if (typeof document === 'undefined') return null;
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { username, sms } = parsed as { username?: unknown; sms?: unknown };
    return { username: typeof username === 'string' ? username : '', sms: sms === true };
  } catch {
    return null;
  }
}

export function remember(value: Remembered): void {
  const maxAge = LIMITS.rememberMeHours * 3600;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what the spec asks for; no Cookie Store API on older Android WebViews.
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function forget(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see remember().
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
