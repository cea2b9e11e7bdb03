/**
 * Every studio game's return to player, measured and exact, from one run on this machine (not a test): for each
 * variant of each registered fairness profile (house-engine's FAIRNESS_PROFILES), plays BENCH_ROUNDS rounds (default
 * 10^7) through the real engine over the provably-fair stream (fixed seed pair, one nonce per round, node:crypto's
 * HMAC injected as the studio does), split by nonce range across worker processes, and prints the measured RTP with its
 * standard error beside the exact and published figures, and how many standard errors apart they are.
 * BENCH_GAMES=slot,mines limits the games; BENCH_VARIANTS=first plays each game's first variant only (one figure per
 * game in minutes instead of every board and bet in hours); BENCH_WORKERS sets the processes (default: the cores, at
 * most 4).
 */

import { fork } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  addTallies,
  EMPTY_TALLY,
  FAIRNESS_PROFILES,
  type FairnessVariant,
  type HmacSha256,
  measured,
  type RtpTally,
  tallyRtp,
} from '@platform/house-engine';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? Math.min(4, availableParallelism()));
const GAMES = process.env.BENCH_GAMES?.split(',').map((game) => game.trim());
const FIRST_VARIANT_ONLY = process.env.BENCH_VARIANTS === 'first';
const SERVER_SEED =
  process.env.BENCH_SERVER_SEED ?? 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

interface Job {
  game: string;
  variant: number;
  clientSeed: string;
  firstNonce: number;
  rounds: number;
}

function variantOf(game: string, index: number): FairnessVariant {
  const variant = FAIRNESS_PROFILES.find((profile) => profile.game === game)?.variants[index];
  if (!variant) throw new Error(`no variant ${index} of ${game}`);
  return variant;
}

function runJob(job: Job): RtpTally {
  return tallyRtp(
    variantOf(job.game, job.variant),
    job.rounds,
    { serverSeed: SERVER_SEED, clientSeed: job.clientSeed, hmac: nodeHmac },
    job.firstNonce,
  );
}

/** A child process runs this same file under tsx (execArgv carries tsx's loader) and answers one job's tally. */
function runInChild(job: Job): Promise<RtpTally> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, STUDIO_RTP_JOB: JSON.stringify(job) },
    });
    child.once('message', (tally) => resolve(tally as RtpTally));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker for ${job.game} exited with ${code}`));
    });
  });
}

async function measureVariant(game: string, variant: number): Promise<RtpTally> {
  const clientSeed = `bench-${game}-${variant}`;
  const share = Math.ceil(ROUNDS / WORKERS);
  const jobs: Job[] = [];
  for (let firstNonce = 0; firstNonce < ROUNDS; firstNonce += share)
    jobs.push({ game, variant, clientSeed, firstNonce, rounds: Math.min(share, ROUNDS - firstNonce) });
  const tallies = WORKERS > 1 ? await Promise.all(jobs.map(runInChild)) : jobs.map(runJob);
  return tallies.reduce(addTallies, EMPTY_TALLY);
}

const pp = (fraction: number, digits = 4) => (fraction * 100).toFixed(digits);

async function main() {
  const profiles = FAIRNESS_PROFILES.filter((profile) => !GAMES || GAMES.includes(profile.game));
  console.log(
    `Studio RTP: ${ROUNDS.toLocaleString('en')} rounds per variant through the real engines, ${WORKERS} worker process(es), Node ${process.version}`,
  );
  for (const profile of profiles) {
    console.log(`\n${profile.game}`);
    const variants = FIRST_VARIANT_ONLY ? profile.variants.slice(0, 1) : profile.variants;
    for (const [index, variant] of variants.entries()) {
      const started = performance.now();
      const run = measured(await measureVariant(profile.game, index));
      const seconds = (performance.now() - started) / 1000;
      const exact = variant.exactRtp();
      console.log(`  ${variant.name}`);
      console.log(
        `    measured ${pp(run.mean)} %  standard error ${pp(run.standardError)} pp  exact ${pp(exact)} %  published ${variant.publishedRtp} %  difference ${((run.mean - exact) / run.standardError).toFixed(2)} standard errors`,
      );
      console.log(
        `    rounds paying ${pp(run.hits / run.rounds, 2)} %  largest win ${run.largest.toFixed(1)}x stake  ${(run.rounds / seconds).toFixed(0)} rounds/s (${seconds.toFixed(1)} s)`,
      );
    }
  }
}

const job = process.env.STUDIO_RTP_JOB;
if (job && process.send) process.send(runJob(JSON.parse(job) as Job), () => process.exit(0));
else await main();
