/**
 * The session-storage caches of spec section 4 ("hot games, winners, game vendors; a refresh flag bypasses the
 * cache"): an answer is kept for the browser tab, so moving between pages or reloading does not ask again.
 * The key holds the call and its input (language, filters); a region change clears session storage anyway.
 */
const PREFIX = 'calls.cache.';

function keyOf(name: string, input: unknown): string {
  return `${PREFIX}${name}:${JSON.stringify(input ?? {})}`;
}

function read<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs a request next time.
  }
}

/** The kept answer of `name(input)`, or a fresh one from `load` (kept for next time); `refresh` skips the kept one. */
export async function sessionCached<T>(
  name: string,
  input: unknown,
  load: () => Promise<T>,
  refresh = false,
): Promise<T> {
  const key = keyOf(name, input);
  if (!refresh) {
    const kept = read<T>(key);
    if (kept !== undefined) return kept;
  }
  const fresh = await load();
  write(key, fresh);
  return fresh;
}

/** Forgets every kept answer (tests, and a member asking for fresh lists). */
export function clearSessionCache(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
