import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReleaseArtifact } from '@platform/shared-contracts/server';
import type { ReleaseStore } from '../providers/release-store/release-store';
import { BuildError, buildRemote, packageVersion } from './build-remote';
import { credentialsFrom, EXIT, explainPublishError, publishRelease } from './publish-release';
import { parseReleaseArgs, USAGE, UsageError } from './release-args';
import {
  describeRelease,
  RELEASE_FILE,
  type ReleaseFile,
  readReleaseFolder,
  totalBytes,
  writeReleaseFile,
} from './release-folder';

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

async function earlierRelease(store: ReleaseStore, name: string, version: string) {
  const bytes = await store.read(name, version, RELEASE_FILE);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as ReleaseFile) : null;
}

/**
 * `pnpm release <remote>`: builds the remote alone into a temporary folder, describes it (`release.json`), puts it
 * into the release store (immutable) and publishes it on the API, where the gate checks it. Answers the exit code.
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
  const outDir = await mkdtemp(join(tmpdir(), `release-${name}-`));
  try {
    let version: string;
    try {
      version = args.version ?? packageVersion(run.repoRoot, folder);
      run.out(`Building ${name} ${version} (${folder} only)…`);
      await (run.build ?? buildRemote)(run.repoRoot, folder, version, outDir);
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      run.err(error.message);
      return EXIT.BUILD;
    }
    const release = describeRelease(
      outDir,
      name,
      version,
      run.now().toISOString(),
      await earlierRelease(run.store, name, version),
    );
    await writeReleaseFile(outDir, release);
    const files = await readReleaseFolder(outDir);
    try {
      await run.store.put(name, version, files);
    } catch (error) {
      run.err(
        `${name} ${version} is already in the release store with other content: a release never changes, build it as a new version (--version)`,
      );
      run.err(`  (${(error as Error).message})`);
      return EXIT.STORE_REFUSED;
    }
    run.out(`Stored ${name} ${version}: ${files.size} files, ${kb(totalBytes(files))}`);
    let published: ReleaseArtifact;
    try {
      published = await publishRelease({
        apiUrl: args.apiUrl,
        remote: name,
        version,
        integrity: release.integrity,
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
    run.out(
      `  over previous release  ${published.bytesOverPrevious === null ? 'none (first release)' : `${published.bytesOverPrevious} bytes (${signed(published.bytesOverPrevious)})`}`,
    );
    return EXIT.OK;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
