/**
 * The lottery engine's draws from one run on this machine (not a test):
 *   1. draws/s of every game through `draw` (node:crypto's HMAC injected, as the draw engine will), against the
 *      reference: bare HMAC-SHA256 calls/s in the same process, timed just before each game so a busy machine
 *      moves both (the ratio says what a draw costs in HMAC calls);
 *      and the browser verifier's pace (@noble/hashes) for one game of each family;
 *   2. chi-square of BENCH_FAIRNESS_DRAWS draws (default 10^6) per draw format: the worst cell and the family's
 *      Bonferroni p-value (fair at 99% when above 0.01);
 *   3. the exact RTP table of every bet type at the default odds (decision 067).
 * BENCH_DRAWS sets the draws timed per game (default 200,000); BENCH_FAIRNESS_DRAWS=0 skips step 2.
 */
import { createHmac } from 'node:crypto';
import type { HmacSha256 } from '@platform/house-engine';
import {
  BET_TYPES,
  betTypeRtp,
  draw,
  formatOf,
  LOTTERY_GAMES,
  type LotteryGame,
  simulateFit,
} from '@platform/lottery-engine';

const DRAWS = Number(process.env.BENCH_DRAWS ?? 200_000);
const FAIRNESS_DRAWS = Number(process.env.BENCH_FAIRNESS_DRAWS ?? 1_000_000);
const SEED = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

function perSecond(count: number, run: (i: number) => void): number {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) run(i);
  return count / ((performance.now() - started) / 1000);
}

function hmacReference(count = DRAWS): number {
  const key = new TextEncoder().encode(SEED);
  const encoder = new TextEncoder();
  return perSecond(count, (i) => nodeHmac(key, encoder.encode(`20261125-${i}:0`)));
}

function drawRate(game: LotteryGame, hmac?: HmacSha256, count = DRAWS): number {
  return perSecond(count, (i) => draw(game, SEED, `20261125-${i}`, hmac));
}

function main() {
  console.log(`Lottery engine draws, Node ${process.version}, ${DRAWS.toLocaleString('en')} draws per game`);
  console.log('game       family  draws/s (node)  HMAC calls/s  HMACs per draw');
  let reference = 0;
  for (const game of LOTTERY_GAMES) {
    reference = hmacReference();
    const rate = drawRate(game, nodeHmac);
    console.log(
      `${game.code.padEnd(10)} ${game.family.padEnd(7)} ${rate.toFixed(0).padStart(14)}  ${reference.toFixed(0).padStart(12)}  ${(reference / rate).toFixed(2).padStart(14)}`,
    );
  }
  const verifierDraws = Math.max(1, Math.floor(DRAWS / 10));
  const firstOfFamily = LOTTERY_GAMES.filter(
    (game, i, all) => all.findIndex((g) => g.family === game.family) === i,
  );
  console.log(`browser verifier (@noble/hashes), ${verifierDraws.toLocaleString('en')} draws each:`);
  for (const game of firstOfFamily) {
    reference = hmacReference(verifierDraws);
    const rate = drawRate(game, undefined, verifierDraws);
    console.log(
      `${game.code.padEnd(10)} ${rate.toFixed(0).padStart(10)} draws/s  (${(reference / rate).toFixed(2)}x a node HMAC)`,
    );
  }
  if (FAIRNESS_DRAWS > 0) fairness();
  rtpTable();
}

function fairness() {
  console.log(
    `\nchi-square, ${FAIRNESS_DRAWS.toLocaleString('en')} draws per format (each cell against the uniform law):`,
  );
  for (const family of ['ssc', 'pk10', '11x5', 'k3', 'lhc', 'vn', 'sea', '3d'] as const) {
    const { fits, familyPValue } = simulateFit(
      formatOf(family),
      FAIRNESS_DRAWS,
      `${SEED}-${family}`,
      nodeHmac,
    );
    const worst = fits.reduce((a, b) => (a.pValue < b.pValue ? a : b));
    const mean = fits.reduce((sum, fit) => sum + fit.statistic / fit.degreesOfFreedom, 0) / fits.length;
    console.log(
      `${family.padEnd(5)} ${String(fits.length).padStart(3)} cells  mean chi2/df ${mean.toFixed(3)}  worst ${worst.label}: chi2 ${worst.statistic.toFixed(2)} (df ${worst.degreesOfFreedom}, p ${worst.pValue.toFixed(4)})  family p ${familyPValue.toFixed(4)} ${familyPValue > 0.01 ? 'fair at 99%' : 'NOT FAIR'}`,
    );
  }
}

function rtpTable() {
  console.log('\nexact RTP at the default odds:');
  for (const betType of BET_TYPES) {
    const table = betTypeRtp(betType);
    const cases = table.cases.map((c) => `${c.label} ${c.percent}`).join(', ');
    console.log(`${betType.id.padEnd(26)} ${cases}`);
  }
}

main();
