/** Where the public verifier is served (beside the game). */
export const VERIFY_PAGE = '/house-games/slot/verify.html';

export interface VerifyTarget {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The round's stake as money text ("1.00"), or the bet level index when the stake is not known. */
  stake?: string;
  betLevel?: number;
  lang?: string;
}

/** The verifier's address pre-filled with one spin's seeds, so the player checks it in one tap. */
export function verifyLink(target: VerifyTarget): string {
  const query = new URLSearchParams({
    serverSeed: target.serverSeed,
    hash: target.serverSeedHash,
    clientSeed: target.clientSeed,
    nonce: String(target.nonce),
  });
  if (target.stake) query.set('stake', target.stake);
  else if (target.betLevel !== undefined) query.set('betLevel', String(target.betLevel));
  if (target.lang) query.set('lang', target.lang);
  return `${VERIFY_PAGE}?${query}`;
}
