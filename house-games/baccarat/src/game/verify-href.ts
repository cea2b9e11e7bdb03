import { VERIFIER_PAGE, verifyLink } from '@platform/house-kit';

/** The one verifier page's address (Baccarat's section) for one hand of a revealed shoe: seeds, the hand's position and its card indices. */
export function handVerifyHref(
  hand: {
    position: number;
    serverSeedHash: string;
    clientSeed: string;
    player: { index: number }[];
    banker: { index: number }[];
  },
  serverSeed: string,
  lang: string,
): string {
  return verifyLink(VERIFIER_PAGE, {
    serverSeed,
    serverSeedHash: hand.serverSeedHash,
    clientSeed: hand.clientSeed,
    nonce: hand.position,
    lang,
    extra: {
      game: 'baccarat',
      player: hand.player.map((card) => card.index).join('-'),
      banker: hand.banker.map((card) => card.index).join('-'),
    },
  });
}
