/**
 * The operator's token lives in sessionStorage (issue 12): it ends with the tab, is never shared with the player
 * site's storage keys, and a reload keeps the operator signed in until the server's idle or absolute expiry.
 */
const TOKEN_KEY = 'ops-console.token';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
