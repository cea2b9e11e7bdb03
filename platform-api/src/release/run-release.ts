import type { ReleaseArtifact } from '@platform/shared-contracts/server';
import type { ReleaseStore } from '../providers/release-store/release-store';
import { buildRelease, StoreRefusedError } from './build-release';
import { BuildError, type buildRemote, packageVersion } from './build-remote';
import { credentialsFrom, EXIT, explainPublishError, publishRelease } from './publish-release';
import { parseReleaseArgs, USAGE, UsageError } from './release-args';
import { totalBytes } from './release-folder';

export interface ReleaseRun {
  repoRoot: string;
  store: ReleaseStore;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  now: () => Date;
  /** The build step; tests swap it for one that writes a small remote. */
  build?: typeof buildRemote;
  fetch?: typeof fetch;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '-'}${kb(Math.abs(bytes))}`;

/**
 * `pnpm release <remote>`: builds the remote alone, puts it into the release store (immutable) and publishes it on
 * the API, where the gate checks it. Answers the exit code.
 */
export async function runRelease(argv: readonly string[], run: ReleaseRun): Promise<number> {
  let args: ReturnType<typeof parseReleaseArgs>;
  try {
    args = parseReleaseArgs(argv, run.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    run.err(`${error.message}\n${USAGE}`);
    return EXIT.USAGE;
  }
  const credentials = credentialsFrom(args.operator, run.env);
  if (typeof credentials === 'string') {
    run.err(credentials);
    return EXIT.NOT_ALLOWED;
  }
  const { name, folder } = args.remote;
  let version = args.version ?? '';
  let stored: Awaited<ReturnType<typeof buildRelease>>;
  try {
    version = args.version ?? packageVersion(run.repoRoot, folder);
    run.out(`Building ${name} ${version} (${folder} only)…`);
    stored = await buildRelease({ ...run, remote: args.remote, version });
  } catch (error) {
    if (error instanceof BuildError) {
      run.err(error.message);
      return EXIT.BUILD;
    }
    if (error instanceof StoreRefusedError) {
      run.err(
        `${name} ${version} is already in the release store with other content: a release never changes, build it as a new version (--version)`,
      );
      run.err(`  (${error.message})`);
      return EXIT.STORE_REFUSED;
    }
    throw error;
  }
  run.out(`Stored ${name} ${version}: ${stored.files.size} files, ${kb(totalBytes(stored.files))}`);
  let published: ReleaseArtifact;
  try {
    published = await publishRelease({
      apiUrl: args.apiUrl,
      remote: name,
      version,
      integrity: stored.release.integrity,
      reason: args.reason ?? `pnpm release ${name} ${version}`,
      credentials,
      ...(run.fetch ? { fetch: run.fetch } : {}),
    });
  } catch (error) {
    const { exitCode, lines } = explainPublishError(error, { apiUrl: args.apiUrl, remote: name, version });
    for (const line of lines) run.err(line);
    return exitCode;
  }
  run.out(`Published ${published.remote} ${published.version} (no traffic yet: give it a canary share)`);
  run.out(`  integrity  ${published.integrity}`);
  run.out(`  bytes      ${published.bytes} (${kb(published.bytes)})`);
  const over = published.bytesOverPrevious;
  run.out(
    `  over previous release  ${over === null ? 'none (first release)' : `${over} bytes (${signed(over)})`}`,
  );
  return EXIT.OK;
}
