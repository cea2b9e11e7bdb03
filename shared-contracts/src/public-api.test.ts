import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import * as client from './client';
import * as lotteryCalls from './lottery-calls';
import * as operator from './operator';
import * as paymentCalls from './payment-calls';
import * as server from './server';
import * as studio from './studio';
import * as testing from './testing';

/**
 * shared-contracts is an API that the server and every remote depend on: each subpath's list makes any addition
 * or removal visible in review. Update a snapshot on purpose, never to make a failure go away.
 */
describe('shared-contracts public surfaces', () => {
  it.each([
    ['client', client],
    ['lottery-calls', lotteryCalls],
    ['payment-calls', paymentCalls],
    ['server', server],
    ['operator', operator],
    ['studio', studio],
    ['testing', testing],
  ])('%s exports exactly the reviewed names', (_, surface) => {
    expect(Object.keys(surface).sort()).toMatchSnapshot();
  });

  it('has no root import: every importer names its surface', () => {
    expect(Object.keys(packageJson.exports).sort()).toEqual([
      './client',
      './lottery-calls',
      './operator',
      './package.json',
      './payment-calls',
      './server',
      './studio',
      './testing',
    ]);
  });

  it('gives browsers no operator call, no private key and no decryption', () => {
    const browserNames = new Set(
      [client, lotteryCalls, paymentCalls].flatMap((surface) => Object.keys(surface)),
    );
    for (const name of Object.keys(operator)) expect(browserNames.has(name), name).toBe(false);
    for (const name of ['decryptPayload', 'importPrivateKey', 'generateServerKeyPair', 'allCalls']) {
      expect(browserNames.has(name), name).toBe(false);
    }
    const operatorPaths = Object.values(client).filter(
      (x) => typeof x === 'object' && x !== null && 'path' in x && String(x.path).startsWith('/ops/'),
    );
    expect(operatorPaths).toEqual([]);
  });

  it('gives in-house games only the studio calls', () => {
    const paths = Object.values(studio)
      .filter((x) => typeof x === 'object' && x !== null && 'path' in x)
      .map((x) => String((x as { path: string }).path));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !path.startsWith('/studio/v1/'))).toEqual([]);
  });

  it('declares every call once, on its own method and path', () => {
    const routes = server.allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    const names = server.allCalls.map((call) => call.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
