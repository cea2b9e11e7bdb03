import {
  type ApiClient,
  ApiError,
  operatorReleasesCall,
  pinReleaseCall,
  promoteReleaseCall,
  type ReleasePlacement,
  type RemoteName,
  releaseAuditCall,
  rollbackReleaseCall,
  setReleaseTrafficCall,
  unpinReleaseCall,
} from '@platform/shared-contracts/server';
import { type OperatorCredentials, operatorApi } from './operator-api';
import { credentialsFrom, EXIT } from './publish-release';
import { findRemote, splitArgs, UsageError } from './release-args';

export const STEER_USAGE = [
  'Usage: pnpm releases <command> [--region MERCHANT] [--reason TEXT] [--api URL] [--operator NAME]',
  '  list [remote]                      releases and where each takes traffic, with error rates',
  '  audit [remote]                     every change, newest first',
  '  traffic <remote> <version> <0-100> give a published release a canary share (0 takes it out)',
  '  promote <remote> <version>         make it the default',
  '  rollback <remote>                  make the previous default the default again',
  '  pin <remote> <version> --region M  keep a region on one version',
  '  unpin <remote> --region M          let the region follow brand-wide releases again',
  '  Without --region a change is brand-wide. Changes need --reason (it is audited).',
  '  Operator: OPS_TOKEN, or --operator with OPS_PASSWORD and OPS_TOTP_CODE.',
].join('\n');

const COMMANDS = ['list', 'audit', 'traffic', 'promote', 'rollback', 'pin', 'unpin'] as const;
type Command = (typeof COMMANDS)[number];
const OPTIONS = ['--region', '--reason', '--api', '--operator'] as const;

interface SteerArgs {
  command: Command;
  positional: string[];
  region: string | undefined;
  reason: string | undefined;
  apiUrl: string;
  operator: string | null;
}

function parse(argv: readonly string[], env: NodeJS.ProcessEnv): SteerArgs {
  const { positional, values } = splitArgs(argv, OPTIONS);
  const [command, ...rest] = positional;
  if (!command || !(COMMANDS as readonly string[]).includes(command))
    throw new UsageError(command ? `${command} is not a command` : 'name a command');
  return {
    command: command as Command,
    positional: rest,
    region: values['--region'],
    reason: values['--reason'],
    apiUrl: (values['--api'] ?? env.RELEASE_API_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`).replace(
      /\/+$/,
      '',
    ),
    operator: values['--operator'] ?? null,
  };
}

const remoteName = (wanted: string | undefined): RemoteName => findRemote(wanted).name;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function placementLine(p: ReleasePlacement): string {
  const where = p.merchantCode ?? 'brand-wide';
  const role = p.isDefault ? 'default' : `canary ${p.trafficShare}%`;
  const pin = p.pinned ? ' pinned' : '';
  const pulled = p.state === 'PULLED' ? ` PULLED (${p.pulledReason ?? ''})` : '';
  const reports = Object.values(p.outcomes).reduce((sum, n) => sum + n, 0);
  return `${p.remote} ${p.version} ${where}: ${role}${pin}, errors ${percent(p.errorRate)} of ${reports} browsers${pulled}`;
}

async function act(api: ApiClient, args: SteerArgs): Promise<string[]> {
  const [first, second, third] = args.positional;
  const scope = args.region ? { merchantCode: args.region } : {};
  const needReason = () => {
    if (!args.reason) throw new UsageError(`${args.command} needs --reason (it is kept in the audit)`);
    return args.reason;
  };
  switch (args.command) {
    case 'list': {
      const answer = await api.call(operatorReleasesCall, {
        ...(first ? { remote: remoteName(first) } : {}),
        ...scope,
      });
      return [
        ...answer.artifacts.map(
          (a) => `${a.remote} ${a.version} published ${a.publishedAt} by ${a.publishedBy} (${a.bytes} bytes)`,
        ),
        ...answer.placements.map(placementLine),
      ];
    }
    case 'audit': {
      const page = await api.call(releaseAuditCall, {
        ...(first ? { remote: remoteName(first) } : {}),
        ...scope,
      });
      return page.content.map(
        (e) =>
          `${e.at} ${e.actor} ${e.action} ${e.remote} ${e.version ?? ''} ${e.merchantCode ?? 'brand-wide'}: ${e.detail ?? ''} (${e.reason})`,
      );
    }
    case 'traffic': {
      const share = Number(third);
      if (!second || !Number.isInteger(share))
        throw new UsageError('traffic needs <remote> <version> <0-100>');
      const placement = await api.call(setReleaseTrafficCall, {
        remote: remoteName(first),
        version: second,
        trafficShare: share,
        reason: needReason(),
        ...scope,
      });
      return [placementLine(placement)];
    }
    case 'promote': {
      if (!second) throw new UsageError('promote needs <remote> <version>');
      const placement = await api.call(promoteReleaseCall, {
        remote: remoteName(first),
        version: second,
        reason: needReason(),
        ...scope,
      });
      return [placementLine(placement)];
    }
    case 'rollback': {
      const placement = await api.call(rollbackReleaseCall, {
        remote: remoteName(first),
        reason: needReason(),
        ...scope,
      });
      return [placementLine(placement)];
    }
    case 'pin': {
      if (!second || !args.region) throw new UsageError('pin needs <remote> <version> --region MERCHANT');
      const placement = await api.call(pinReleaseCall, {
        remote: remoteName(first),
        version: second,
        merchantCode: args.region,
        reason: needReason(),
      });
      return [placementLine(placement)];
    }
    case 'unpin': {
      if (!args.region) throw new UsageError('unpin needs <remote> --region MERCHANT');
      await api.call(unpinReleaseCall, {
        remote: remoteName(first),
        merchantCode: args.region,
        reason: needReason(),
      });
      return [`${remoteName(first)} in ${args.region} follows the brand-wide releases again`];
    }
  }
}

export interface SteerRun {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  fetch?: typeof fetch;
}

/**
 * `pnpm releases <command>`: the release manager's side of the operator release API from a terminal (list, audit,
 * traffic, promote, rollback, pin, unpin). Answers the exit code; a refusal prints the server's code and message.
 */
export async function steerRelease(argv: readonly string[], run: SteerRun): Promise<number> {
  let args: SteerArgs;
  try {
    args = parse(argv, run.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    run.err(error.message);
    run.err(STEER_USAGE);
    return EXIT.USAGE;
  }
  const credentials: OperatorCredentials | string = credentialsFrom(args.operator, run.env);
  if (typeof credentials === 'string') {
    run.err(credentials);
    return EXIT.NOT_ALLOWED;
  }
  try {
    const api = await operatorApi(args.apiUrl, credentials, run.fetch);
    for (const line of await act(api, args)) run.out(line);
    return EXIT.OK;
  } catch (error) {
    if (error instanceof UsageError) {
      run.err(error.message);
      run.err(STEER_USAGE);
      return EXIT.USAGE;
    }
    if (error instanceof ApiError) {
      run.err(`refused: ${error.code}: ${error.message}`);
      for (const detail of error.details ?? []) run.err(`  ${detail.field}: ${detail.reason}`);
      return error.status === 401 || error.status === 403 ? EXIT.NOT_ALLOWED : EXIT.FAILED;
    }
    run.err(`the API at ${args.apiUrl} did not answer: ${(error as Error).message}`);
    return EXIT.UNREACHABLE;
  }
}
