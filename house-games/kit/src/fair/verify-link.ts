/** One round's seeds, for a verifier page to reproduce it. */
export interface VerifyTarget {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  lang?: string;
  /** What else the game's verifier needs to replay the round (stake, bet level, mines count…). */
  extra?: Record<string, string | number | undefined>;
}

/** A verifier page's address pre-filled with one round's seeds, so the player checks it in one tap. */
export function verifyLink(page: string, target: VerifyTarget): string {
  const query = new URLSearchParams({
    serverSeed: target.serverSeed,
    hash: target.serverSeedHash,
    clientSeed: target.clientSeed,
    nonce: String(target.nonce),
  });
  for (const [name, value] of Object.entries(target.extra ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  if (target.lang) query.set('lang', target.lang);
  return `${page}?${query}`;
}
