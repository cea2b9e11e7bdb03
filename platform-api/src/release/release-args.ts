import { REMOTES, type RemoteName } from '@platform/shared-contracts/server';

export interface ReleaseArgs {
  /** The remote's federation name (`mfe_lottery`) and the folder it builds in (`mfe-lottery`). */
  remote: { name: RemoteName; folder: string };
  /** The version to build; null means the remote's package.json version. */
  version: string | null;
  apiUrl: string;
  /** Log in as this operator (password and TOTP code from the environment) instead of using OPS_TOKEN. */
  operator: string | null;
  reason: string | null;
}

/** A command line the tool cannot act on; its message is what the squad member reads. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE =
  'Usage: pnpm release <remote> [--version X.Y.Z] [--api URL] [--operator NAME] [--reason TEXT]\n' +
  `  remote: ${Object.values(REMOTES)
    .map((remote) => remote.name)
    .join(', ')} (or its folder, e.g. mfe-lottery)\n` +
  '  operator: OPS_TOKEN, or --operator with OPS_PASSWORD and OPS_TOTP_CODE (the authenticator app code)';

const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.-]{1,32})?$/;
const OPTIONS = ['--version', '--api', '--operator', '--reason'] as const;

/**
 * Splits a command line into its positional words and the values of the options it may carry (`--name value` or
 * `--name=value`); an unknown option or one without a value is a UsageError.
 */
export function splitArgs<O extends string>(
  argv: readonly string[],
  options: readonly O[],
): { positional: string[]; values: Partial<Record<O, string>> } {
  const values: Partial<Record<O, string>> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!(options as readonly string[]).includes(name)) throw new UsageError(`unknown option ${name}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
    values[name as O] = value;
  }
  return { positional, values };
}

/** A remote named by its federation name or its folder (`mfe_lottery` or `mfe-lottery`). */
export function findRemote(wanted: string | undefined): { name: RemoteName; folder: string } {
  const remote = Object.values(REMOTES).find(
    (candidate) => candidate.name === wanted || candidate.folder === wanted,
  );
  if (!remote) throw new UsageError(`${wanted ?? 'a remote'} is not a remote`);
  return { name: remote.name, folder: remote.folder };
}

/** Reads `<remote> [--version X.Y.Z] [--api URL] [--operator NAME] [--reason TEXT]` (also `--name=value`). */
export function parseReleaseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ReleaseArgs {
  const { positional, values } = splitArgs(argv, OPTIONS);
  if (positional.length !== 1) throw new UsageError('name exactly one remote to release');
  const remote = findRemote(positional[0]);
  const version = values['--version'] ?? null;
  if (version !== null && !VERSION.test(version))
    throw new UsageError(`--version ${version} must look like 1.2.3 or 1.2.3-rc.1`);
  const apiUrl = values['--api'] ?? env.RELEASE_API_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`;
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) throw new UsageError(`--api ${apiUrl} is not an http(s) address`);
  return {
    remote,
    version,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    operator: values['--operator'] ?? null,
    reason: values['--reason'] ?? null,
  };
}
