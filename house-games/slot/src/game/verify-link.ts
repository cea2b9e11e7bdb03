import { verifyLink as kitVerifyLink, type VerifyTarget } from '@platform/house-kit';

/** Where the public verifier is served (beside the game). */
export const VERIFY_PAGE = '/house-games/slot/verify.html';

/** The slot verifier's address pre-filled with one spin's seeds and its stake (else the bet level in use). */
export function verifyLink(
  target: Omit<VerifyTarget, 'extra'> & { stake?: string | undefined; betLevel?: number | undefined },
): string {
  const { stake, betLevel, ...seeds } = target;
  return kitVerifyLink(VERIFY_PAGE, { ...seeds, extra: stake ? { stake } : { betLevel } });
}
