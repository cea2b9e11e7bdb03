import { createHash } from 'node:crypto';
import semver from 'semver';
import type { ReleaseStore } from '../../providers/release-store/release-store';
import type { HostContract } from './host-contract';

/** What `pnpm release` writes beside the build (decision 087). */
interface ReleaseFile {
  name?: unknown;
  version?: unknown;
  propsVersion?: unknown;
  entry?: unknown;
  integrity?: unknown;
}

interface Manifest {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: { name?: unknown; requiredVersion?: unknown; singleton?: unknown }[];
  exposes?: { name?: unknown; path?: unknown }[];
}

export interface GateAnswer {
  /** Every reason the release may not take traffic; empty when it fits the host. */
  reasons: string[];
  propsVersion: number;
  bytes: number;
}

function parseJson<T>(bytes: Buffer | null, file: string, reasons: string[]): T | null {
  if (!bytes) {
    reasons.push(`the release has no ${file}`);
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as T;
  } catch {
    // reported below
  }
  reasons.push(`${file} is not a JSON object`);
  return null;
}

/** The entry script's path in the release, from the manifest (`metaData.remoteEntry`). */
function entryPathOf(manifest: Manifest): string | null {
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || entry.name === '') return null;
  const folder = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  return folder ? `${folder}/${entry.name}` : entry.name;
}

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Each shared module the release asks for that the host provides must be in the range the release requires. */
function sharedReasons(manifest: Manifest, host: HostContract): string[] {
  const reasons: string[] = [];
  for (const shared of manifest.shared ?? []) {
    if (typeof shared?.name !== 'string') continue;
    const provided = host.shared[shared.name];
    const range = shared.requiredVersion;
    if (provided === undefined || typeof range !== 'string' || range === '' || range === '*') continue;
    if (!semver.validRange(range)) {
      reasons.push(`shared ${shared.name}: "${range}" is not a version range`);
    } else if (!semver.satisfies(provided, range, { includePrerelease: true })) {
      reasons.push(`shared ${shared.name}: the release requires ${range}, the host provides ${provided}`);
    }
  }
  return reasons;
}

function exposeReasons(manifest: Manifest, remote: string, host: HostContract): string[] {
  const exposed = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    if (typeof expose?.path === 'string') exposed.add(expose.path);
    else if (typeof expose?.name === 'string') exposed.add(`./${expose.name.replace(/^\.\//, '')}`);
  }
  return (host.modules[remote] ?? [])
    .filter((module) => !exposed.has(module))
    .map((module) => `the release does not expose ${module}, which the host mounts`);
}

/**
 * The compatibility gate: a release may take traffic only when the store holds it, its manifest and release file
 * agree with what is published, its entry matches the integrity, and it fits the host's contract (shared
 * singletons, exposed modules, props version). Answers every reason it found, not just the first.
 */
export async function checkRelease(
  store: ReleaseStore,
  host: HostContract,
  input: { remote: string; version: string; integrity: string },
): Promise<GateAnswer> {
  const { remote, version, integrity } = input;
  const files = await store.list(remote, version);
  if (!files)
    return { reasons: [`the release store has no ${remote} ${version}`], propsVersion: 0, bytes: 0 };
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const reasons: string[] = [];
  const manifest = parseJson<Manifest>(
    await store.read(remote, version, 'mf-manifest.json'),
    'mf-manifest.json',
    reasons,
  );
  const release = parseJson<ReleaseFile>(
    await store.read(remote, version, 'release.json'),
    'release.json',
    reasons,
  );
  if (manifest && manifest.name !== remote)
    reasons.push(`mf-manifest.json names ${JSON.stringify(manifest.name)}, not ${remote}`);
  const entryPath = manifest ? entryPathOf(manifest) : null;
  if (manifest && !entryPath) reasons.push('mf-manifest.json names no remote entry');
  if (release) {
    if (release.name !== remote)
      reasons.push(`release.json names ${JSON.stringify(release.name)}, not ${remote}`);
    if (release.version !== version)
      reasons.push(`release.json says version ${JSON.stringify(release.version)}, not ${version}`);
    if (release.integrity !== integrity)
      reasons.push('release.json gives another integrity than the one published');
    if (entryPath && release.entry !== entryPath)
      reasons.push(`release.json names entry ${JSON.stringify(release.entry)}, the manifest ${entryPath}`);
    if (release.propsVersion !== host.propsVersion)
      reasons.push(
        `the release was built for props version ${JSON.stringify(release.propsVersion)}, the host passes ${host.propsVersion}`,
      );
  }
  if (entryPath) {
    const entry = await store.read(remote, version, entryPath);
    if (!entry) reasons.push(`the release has no entry file ${entryPath}`);
    else if (sri(entry) !== integrity)
      reasons.push(`the entry ${entryPath} does not match the integrity given`);
  }
  if (manifest) reasons.push(...sharedReasons(manifest, host), ...exposeReasons(manifest, remote, host));
  const propsVersion = typeof release?.propsVersion === 'number' ? release.propsVersion : 0;
  return { reasons, propsVersion, bytes };
}
