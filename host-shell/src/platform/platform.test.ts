import { type ErrorCode, errorCatalogue, memberInfoCall } from '@platform/shared-contracts/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostStore, systemRefusalsAtom } from '../store/host-store';
import { api, bus } from './platform';

/** The server refuses every call with `code`, in the envelope every answer uses. */
function serverRefuses(code: ErrorCode) {
  const { status, message } = errorCatalogue[code];
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { success: false, code, message },
      { status, headers: { 'content-type': 'application/json' } },
    ),
  );
}

/** The bus events of `name` while `work` runs. */
async function heard(name: 'account:real-required' | 'session:expired', work: () => Promise<unknown>) {
  const seen: unknown[] = [];
  const off = bus.on(name, (payload) => seen.push(payload));
  await work().catch(() => undefined);
  off();
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the shell's answer to a refusal any part meets", () => {
  it('asks a trial account refused what only a real account may do to register one', async () => {
    serverRefuses('TRIAL_ACCOUNT_NOT_ALLOWED');
    expect(await heard('account:real-required', () => api.call(memberInfoCall, {}))).toEqual([{}]);
  });

  it('has the boot gate read the status again after a refusal for maintenance or the region, not after others', async () => {
    const before = hostStore.get(systemRefusalsAtom);
    serverRefuses('SYSTEM_MAINTENANCE');
    await api.call(memberInfoCall, {}).catch(() => undefined);
    serverRefuses('ACCESS_RESTRICTED');
    await api.call(memberInfoCall, {}).catch(() => undefined);
    serverRefuses('TRIAL_ACCOUNT_NOT_ALLOWED');
    await api.call(memberInfoCall, {}).catch(() => undefined);
    expect(hostStore.get(systemRefusalsAtom)).toBe(before + 2);
  });

  it('logs the shell out once when a call finds the session gone', async () => {
    sessionStorage.setItem('token', 'expired-session-token');
    serverRefuses('NOT_LOGGED_IN');
    const twice = async () => {
      await api.call(memberInfoCall, {}).catch(() => undefined);
      await api.call(memberInfoCall, {}).catch(() => undefined);
    };
    expect(await heard('session:expired', twice)).toEqual([{}]);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('still refuses the call to its caller', async () => {
    serverRefuses('TRIAL_ACCOUNT_NOT_ALLOWED');
    await expect(api.call(memberInfoCall, {})).rejects.toMatchObject({ code: 'TRIAL_ACCOUNT_NOT_ALLOWED' });
  });
});
