import { verifyLink as kitVerifyLink, VERIFIER_PAGE, type VerifyTarget } from '@platform/house-kit';

/** The slot verifier's address pre-filled with one spin's seeds and its stake (else the bet level in use). */
export function verifyLink(
  target: Omit<VerifyTarget, 'extra'> & { stake?: string | undefined; betLevel?: number | undefined },
): string {
  const { stake, betLevel, ...seeds } = target;
  return kitVerifyLink(VERIFIER_PAGE, {
    ...seeds,
    extra: stake ? { game: 'slot', stake } : { game: 'slot', betLevel },
  });
}
