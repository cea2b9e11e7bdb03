/**
 * Temple of Fortune's return to player, measured and exact, from one run on this machine (not a test):
 * plays BENCH_SPINS rounds (default 10^7) through the real engine (playRound over the fair stream, node:crypto's
 * HMAC injected as the studio does), one nonce per round under a fixed seed pair, and prints the measured RTP, its
 * standard error, the exact RTP the paytable publishes and how many standard errors apart they are.
 */
import { createHmac } from 'node:crypto';
import {
  exactRtp,
  fairStream,
  type HmacSha256,
  playRound,
  TEMPLE_PAYTABLE,
  TEMPLE_PUBLISHED_RTP,
} from '@platform/house-engine';

const SPINS = Number(process.env.BENCH_SPINS ?? 10_000_000);
const SERVER_SEED =
  process.env.BENCH_SERVER_SEED ?? 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

function main() {
  const stake = BigInt(TEMPLE_PAYTABLE.betLevels[0]!);
  const stakeNumber = Number(stake);
  let sum = 0;
  let sumSquares = 0;
  let freeRounds = 0;
  let maxRatio = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < SPINS; nonce += 1) {
    const outcome = playRound(
      fairStream({ serverSeed: SERVER_SEED, clientSeed: 'bench', nonce }, nodeHmac),
      TEMPLE_PAYTABLE,
      stake,
    );
    const ratio = Number(outcome.totalWin) / stakeNumber;
    sum += ratio;
    sumSquares += ratio * ratio;
    if (outcome.steps.length > 1) freeRounds += 1;
    if (ratio > maxRatio) maxRatio = ratio;
  }
  const seconds = (performance.now() - started) / 1000;
  const mean = sum / SPINS;
  const standardError = Math.sqrt((sumSquares / SPINS - mean * mean) / SPINS);
  const exact = exactRtp(TEMPLE_PAYTABLE);
  const exactValue = Number((exact.rtp.numerator * 10n ** 12n) / exact.rtp.denominator) / 1e12;
  console.log(
    `Temple of Fortune (${TEMPLE_PAYTABLE.id}), ${SPINS.toLocaleString('en')} rounds through the engine, Node ${process.version}`,
  );
  console.log(
    `measured RTP   ${(mean * 100).toFixed(4)} %   standard error ${(standardError * 100).toFixed(4)} pp`,
  );
  console.log(`exact RTP      ${(exactValue * 100).toFixed(4)} %   published ${TEMPLE_PUBLISHED_RTP} %`);
  console.log(`difference     ${((mean - exactValue) / standardError).toFixed(2)} standard errors`);
  console.log(
    `rounds with free spins ${((freeRounds / SPINS) * 100).toFixed(3)} %   largest win ${maxRatio.toFixed(1)}x stake`,
  );
  console.log(`speed          ${(SPINS / seconds).toFixed(0)} rounds/s (${seconds.toFixed(1)} s)`);
}

main();
