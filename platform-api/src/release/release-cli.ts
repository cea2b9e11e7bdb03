import { loadConfig } from '../config';
import { createFolderReleaseStore } from '../providers/release-store/folder-release-store';
import { runRelease } from './run-release';

// `pnpm release <remote> [--version X.Y.Z] [--api URL]` (decision 098): builds, stores and publishes one remote.

const config = loadConfig();
const code = await runRelease(process.argv.slice(2), {
  repoRoot: config.repoRoot,
  store: createFolderReleaseStore(config.releaseStore),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  now: () => new Date(),
});
process.exit(code);
