import { ApiError } from '@platform/shared-contracts/server';
import { describe, expect, it } from 'vitest';
import { credentialsFrom, EXIT, explainPublishError, publishRelease } from './publish-release';

const context = { apiUrl: 'http://127.0.0.1:8080', remote: 'mfe_auth', version: '2.0.0' };
const INTEGRITY = `sha384-${'A'.repeat(64)}`;

describe('publishing a release', () => {
  it('takes OPS_TOKEN, or an operator with password and code, and says what is missing', () => {
    expect(credentialsFrom(null, { OPS_TOKEN: 't' })).toEqual({ token: 't' });
    expect(credentialsFrom('ann', { OPS_PASSWORD: 'p', OPS_TOTP_CODE: '123456', OPS_TOKEN: 't' })).toEqual({
      username: 'ann',
      password: 'p',
      code: '123456',
    });
    expect(credentialsFrom('ann', { OPS_PASSWORD: 'p' })).toMatch(/needs OPS_PASSWORD and OPS_TOTP_CODE/);
    expect(credentialsFrom(null, {})).toMatch(/set OPS_TOKEN/);
  });

  it('logs the operator in, then publishes with its session', async () => {
    const seen: { path: string; auth: string | null; body: unknown }[] = [];
    const fakeFetch = (async (input: Request) => {
      const url = new URL(input.url);
      seen.push({ path: url.pathname, auth: input.headers.get('authorization'), body: await input.json() });
      const value =
        url.pathname === '/ops/session/login'
          ? {
              token: 'session-1',
              expiresAt: '2026-01-01T08:00:00.000Z',
              roles: ['RELEASE_MANAGER'],
              merchantCodes: [],
            }
          : {
              remote: 'mfe_auth',
              version: '2.0.0',
              integrity: INTEGRITY,
              propsVersion: 1,
              bytes: 1000,
              bytesOverPrevious: 24,
              publishedAt: '2026-01-01T00:00:00.000Z',
              publishedBy: 'ann',
            };
      return Response.json({ success: true, value });
    }) as typeof fetch;
    const published = await publishRelease({
      apiUrl: 'http://api.test',
      remote: 'mfe_auth',
      version: '2.0.0',
      integrity: INTEGRITY,
      reason: 'new login',
      credentials: { username: 'ann', password: 'pw', code: '123456' },
      fetch: fakeFetch,
    });
    expect(seen.map((request) => request.path)).toEqual(['/ops/session/login', '/ops/releases/publish']);
    expect(seen[1]?.auth).toBe('Bearer session-1');
    expect(seen[1]?.body).toEqual({
      remote: 'mfe_auth',
      version: '2.0.0',
      integrity: INTEGRITY,
      reason: 'new login',
    });
    expect(published.bytesOverPrevious).toBe(24);
  });

  it("explains the gate's refusal with every reason, and exits 6", () => {
    const refusal = new ApiError('RELEASE_INCOMPATIBLE', {
      message: 'The release does not fit what the host provides',
      details: [
        { field: 'release', reason: 'shared react: the release requires ^18.0.0, the host provides 19.3.1' },
        { field: 'release', reason: 'the release does not expose ./AuthModals, which the host mounts' },
      ],
    });
    const { exitCode, lines } = explainPublishError(refusal, context);
    expect(exitCode).toBe(EXIT.INCOMPATIBLE);
    expect(lines).toEqual([
      'mfe_auth 2.0.0 was refused by the compatibility gate:',
      '  - shared react: the release requires ^18.0.0, the host provides 19.3.1',
      '  - the release does not expose ./AuthModals, which the host mounts',
      'It is in the store but takes no traffic; fix the remote and release a new version.',
    ]);
  });

  it('tells apart a taken version, a missing role, a refused login and an unreachable API', () => {
    const explain = (error: unknown) => explainPublishError(error, context);
    expect(explain(new ApiError('RELEASE_EXISTS')).exitCode).toBe(EXIT.STORE_REFUSED);
    expect(explain(new ApiError('RELEASE_EXISTS')).lines[0]).toMatch(/immutable, use a new --version/);
    expect(explain(new ApiError('OPERATOR_ROLE_REQUIRED')).lines).toEqual([
      'your operator cannot publish releases: it needs the RELEASE_MANAGER role',
    ]);
    const login = explain(new ApiError('SYSTEM_ERROR', { status: 401, message: 'Please log in' }));
    expect(login.exitCode).toBe(EXIT.NOT_ALLOWED);
    expect(login.lines[0]).toMatch(/OPS_TOKEN may have expired/);
    expect(explain(new ApiError('NETWORK_ABNORMAL', { status: 0 }))).toEqual({
      exitCode: EXIT.UNREACHABLE,
      lines: ['could not reach the API at http://127.0.0.1:8080 (set --api or RELEASE_API_URL)'],
    });
  });
});
