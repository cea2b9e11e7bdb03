/**
 * The provably-fair byte stream through the standard randomness batteries, from one run on this machine (not a test):
 * writes BENCH_STREAM_MB megabytes (default 256) of the studio's fair stream (fairStream words, big-endian, as every
 * game reads them: BLOCKS_PER_NONCE HMAC blocks of each of many nonces under one fixed seed pair) to a file, then runs
 * `ent` on it and `dieharder` on it as a raw file input (-g 201) with the tests of decision 114, printing their results
 * and how often dieharder had to rewind the file (0 means no byte was tested twice).
 * BENCH_STREAM_FILE sets the file (default in the system temp folder); BENCH_DIEHARDER=all runs `dieharder -a` instead.
 */
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fairStream, type HmacSha256 } from '@platform/house-engine';

const MEGABYTES = Number(process.env.BENCH_STREAM_MB ?? 256);
const FILE = process.env.BENCH_STREAM_FILE ?? join(tmpdir(), 'fair-stream.bin');
const SERVER_SEED = 'a1'.repeat(32);
const CLIENT_SEED = 'randomness-bench';
/** A round rarely needs more than a few blocks; eight per nonce tests the cursor as well as the nonce. */
const BLOCKS_PER_NONCE = 8;
const WORDS_PER_BLOCK = 8;
/**
 * dieharder's tests chosen for this run (decision 114): the Diehard tests dieharder rates "Good" and the STS tests,
 * each with the p-samples that keep it within 256 MB (a rewound file tests the same bytes twice and fails for that
 * alone). The byte distribution is ent's chi-square over the whole file.
 */
const DIEHARDER_TESTS: { test: number; psamples?: number }[] = [
  { test: 0 }, // birthdays
  { test: 1, psamples: 20 }, // OPERM5
  { test: 2, psamples: 10 }, // 32x32 binary rank
  { test: 3, psamples: 50 }, // 6x8 binary rank
  { test: 4 }, // bitstream
  { test: 8 }, // count the 1s (stream)
  { test: 9, psamples: 20 }, // count the 1s (byte)
  { test: 10 }, // parking lot
  { test: 11 }, // minimum distance (2d circle)
  { test: 12 }, // 3d sphere
  { test: 13, psamples: 50 }, // squeeze
  { test: 15 }, // runs
  { test: 16, psamples: 20 }, // craps
  { test: 100 }, // STS monobit
  { test: 101 }, // STS runs
  { test: 102, psamples: 20 }, // STS serial
];
const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

function writeStream(): number {
  const bytes = MEGABYTES * 1024 * 1024;
  const chunk = Buffer.alloc(BLOCKS_PER_NONCE * WORDS_PER_BLOCK * 4 * 1024);
  const file = openSync(FILE, 'w');
  let written = 0;
  let nonce = 0;
  while (written < bytes) {
    let offset = 0;
    while (offset < chunk.length) {
      const stream = fairStream({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, nodeHmac);
      for (let word = 0; word < BLOCKS_PER_NONCE * WORDS_PER_BLOCK; word += 1) {
        chunk.writeUInt32BE(stream.nextUint32(), offset);
        offset += 4;
      }
      nonce += 1;
    }
    const length = Math.min(chunk.length, bytes - written);
    writeSync(file, chunk, 0, length);
    written += length;
  }
  closeSync(file);
  return nonce;
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command}: ${result.error.message} (apt-get install -y ent dieharder)`);
  return `${result.stdout}${result.stderr}`;
}

/** dieharder's result rows (name, p-samples, p-value, assessment) and its rewind count, without the banner. */
function dieharderRows(output: string): { rows: string[]; rewinds: number } {
  const rows = output.split('\n').filter((line) => /\|\s*(PASSED|WEAK|FAILED)\s*$/.test(line));
  const rewound = /rewound (\d+) times/.exec(output);
  return { rows, rewinds: rewound ? Number(rewound[1]) : 0 };
}

function installed(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

function main() {
  const missing = ['ent', 'dieharder'].filter((command) => !installed(command));
  if (missing.length > 0) {
    console.log(
      `fair stream randomness: NOT RUN, ${missing.join(' and ')} not installed (apt-get install -y ent dieharder)`,
    );
    return;
  }
  const started = performance.now();
  const nonces = writeStream();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `fair stream: ${MEGABYTES} MB (${statSync(FILE).size.toLocaleString('en')} bytes) from ${nonces.toLocaleString('en')} nonces x ${BLOCKS_PER_NONCE} blocks, seed ${SERVER_SEED.slice(0, 8)}..., written to ${FILE} in ${seconds.toFixed(1)} s`,
  );
  console.log('\n== ent ==');
  console.log(run('ent', [FILE]).trim());
  console.log('\n== dieharder -g 201 (raw file) ==');
  console.log('   test_name   |ntup| tsamples |psamples|  p-value |Assessment');
  const tests = process.env.BENCH_DIEHARDER === 'all' ? [{ test: -1 }] : DIEHARDER_TESTS;
  let rewinds = 0;
  const tally = { PASSED: 0, WEAK: 0, FAILED: 0 };
  for (const { test, psamples } of tests) {
    const args = ['-g', '201', '-f', FILE, ...(test < 0 ? ['-a'] : ['-d', String(test)])];
    if (psamples) args.push('-p', String(psamples));
    const { rows, rewinds: rewound } = dieharderRows(run('dieharder', args));
    for (const row of rows) {
      console.log(rewound ? `${row} (file rewound ${rewound} times)` : row);
      const verdict = /(PASSED|WEAK|FAILED)\s*$/.exec(row)![1] as keyof typeof tally;
      tally[verdict] += 1;
    }
    rewinds = Math.max(rewinds, rewound);
  }
  console.log(
    `\ndieharder: ${tally.PASSED} passed, ${tally.WEAK} weak, ${tally.FAILED} failed; the file was rewound at most ${rewinds} times in one test`,
  );
  console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main();
