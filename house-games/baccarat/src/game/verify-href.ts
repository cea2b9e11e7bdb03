import { verifyLink } from '@platform/house-kit';

/** The shoe verifier's address for one hand of a revealed shoe: seeds, the hand's position and its card indices. */
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
  return verifyLink('verify.html', {
    serverSeed,
    serverSeedHash: hand.serverSeedHash,
    clientSeed: hand.clientSeed,
    nonce: hand.position,
    lang,
    extra: {
      player: hand.player.map((card) => card.index).join('-'),
      banker: hand.banker.map((card) => card.index).join('-'),
    },
  });
}
