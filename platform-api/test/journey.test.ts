import {
  ApiError,
  loginCall,
  logoutCall,
  memberInfoCall,
  registerCall,
  systemStatusCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a new player over real HTTP through the contract client', () => {
  it('registers, logs in, reads member info and logs out', async () => {
    const visitor = server.client();
    const status = await visitor.call(systemStatusCall, {});
    expect(status).toMatchObject({ status: 0, merchantCode: 'DEMOKH' });

    const registered = await visitor.call(registerCall, {
      username: 'player77',
      password: 'secret77',
      confirmPassword: 'secret77',
      email: 'player77@example.com',
    });
    expect(registered.token.length).toBeGreaterThanOrEqual(43);
    expect(registered.firstTimeLogin).toBe(true);

    const player = server.client();
    const login = await player.call(loginCall, { username: 'Player77', password: 'secret77' });
    expect(login.status).toBe('OK');
    if (login.status !== 'OK') return;
    expect(login.token).not.toBe(registered.token);

    const info = await player.call(memberInfoCall, {});
    expect(info.member).toMatchObject({
      account: 'player77',
      type: 0,
      isAgent: false,
      isTrial: false,
      currency: 'KHR',
    });
    expect(info.member.email).toBe('pl***@example.com');
    expect(info.loginInfo.loginIp).toBe('127.0.0.1');

    await player.call(logoutCall, {});
    await expect(player.call(memberInfoCall, {})).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
      status: 401,
    });
    // Logging in again ended the registration session: one account, one place.
    await expect(server.client({ token: registered.token }).call(memberInfoCall, {})).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
