import { steerRelease } from './steer-release';

// `pnpm releases <command> ...` (decision 098): list, audit, traffic, promote, rollback, pin and unpin releases.
process.exit(
  await steerRelease(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }),
);
