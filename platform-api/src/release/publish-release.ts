import {
  ApiError,
  publishReleaseCall,
  type ReleaseArtifact,
  type RemoteName,
} from '@platform/shared-contracts/server';
import { type OperatorCredentials, operatorApi } from './operator-api';

export interface PublishInput {
  apiUrl: string;
  remote: RemoteName;
  version: string;
  integrity: string;
  reason: string;
  /** OPS_TOKEN, or an operator's name with OPS_PASSWORD and OPS_TOTP_CODE. */
  credentials: OperatorCredentials;
  fetch?: typeof fetch;
}

/** The operator credentials the environment and `--operator` give, or a sentence saying what is missing. */
export function credentialsFrom(
  operator: string | null,
  env: NodeJS.ProcessEnv,
): PublishInput['credentials'] | string {
  if (operator) {
    const password = env.OPS_PASSWORD;
    const code = env.OPS_TOTP_CODE;
    if (!password || !code)
      return `--operator ${operator} needs OPS_PASSWORD and OPS_TOTP_CODE (the 6 digits your authenticator app shows)`;
    return { username: operator, password, code };
  }
  if (env.OPS_TOKEN) return { token: env.OPS_TOKEN };
  return 'set OPS_TOKEN to an operator session token, or pass --operator NAME with OPS_PASSWORD and OPS_TOTP_CODE';
}

/** Publishes a release the store holds: the server checks it against the host's contract (the gate). */
export async function publishRelease(input: PublishInput): Promise<ReleaseArtifact> {
  const api = await operatorApi(input.apiUrl, input.credentials, input.fetch);
  return api.call(publishReleaseCall, {
    remote: input.remote,
    version: input.version,
    integrity: input.integrity,
    reason: input.reason,
  });
}

/** Exit codes a script or a squad member can tell apart. */
export const EXIT = {
  OK: 0,
  FAILED: 1,
  USAGE: 2,
  BUILD: 3,
  STORE_REFUSED: 4,
  NOT_ALLOWED: 5,
  INCOMPATIBLE: 6,
  UNREACHABLE: 7,
} as const;

/** The reasons a refusal carries: field reasons, or the strings of its value (`{ reasons: [...] }` or a list). */
function reasonsOf(error: ApiError): string[] {
  // The gate names the whole release as the field of each reason: only the reason says something.
  const fromDetails = (error.details ?? []).map(({ field, reason }) =>
    field && field !== 'release' ? `${field}: ${reason}` : reason,
  );
  const value = error.value as { reasons?: unknown } | unknown[] | undefined;
  const list = Array.isArray(value) ? value : Array.isArray(value?.reasons) ? value.reasons : [];
  return [...fromDetails, ...list.map(String)];
}

/** What a failed publish means for the person who ran the command, and the exit code. */
export function explainPublishError(
  error: unknown,
  context: { apiUrl: string; remote: string; version: string },
): { exitCode: number; lines: string[] } {
  const what = `${context.remote} ${context.version}`;
  if (!(error instanceof ApiError))
    return { exitCode: EXIT.FAILED, lines: [`publishing ${what} failed: ${String(error)}`] };
  const reasons = reasonsOf(error).map((reason) => `  - ${reason}`);
  switch (error.code) {
    case 'RELEASE_INCOMPATIBLE':
      return {
        exitCode: EXIT.INCOMPATIBLE,
        lines: [
          `${what} was refused by the compatibility gate${reasons.length > 0 ? ':' : `: ${error.message}`}`,
          ...reasons,
          'It is in the store but takes no traffic; fix the remote and release a new version.',
        ],
      };
    case 'RELEASE_EXISTS':
      return {
        exitCode: EXIT.STORE_REFUSED,
        lines: [
          `${what} was already published with another entry: releases are immutable, use a new --version`,
        ],
      };
    case 'OPERATOR_ROLE_REQUIRED':
      return {
        exitCode: EXIT.NOT_ALLOWED,
        lines: ['your operator cannot publish releases: it needs the RELEASE_MANAGER role'],
      };
    case 'NETWORK_ABNORMAL':
    case 'TIMEOUT':
      return {
        exitCode: EXIT.UNREACHABLE,
        lines: [`could not reach the API at ${context.apiUrl} (set --api or RELEASE_API_URL)`],
      };
    case 'BAD_REQUEST':
      return { exitCode: EXIT.FAILED, lines: [`the API refused the request: ${error.message}`, ...reasons] };
    default:
      if (error.status === 401)
        return {
          exitCode: EXIT.NOT_ALLOWED,
          lines: [
            `the operator login was refused (${error.message}): OPS_TOKEN may have expired, or the password or code is wrong`,
          ],
        };
      return {
        exitCode: EXIT.FAILED,
        lines: [`publishing ${what} failed: ${error.code} ${error.message}`, ...reasons],
      };
  }
}
