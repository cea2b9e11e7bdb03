import { describe, expect, it } from 'vitest';
import * as contracts from './index';

/**
 * shared-contracts is an API that the server and every remote depend on: this list makes any addition or
 * removal visible in review. Update the snapshot on purpose, never to make a failure go away.
 */
describe('shared-contracts public surface', () => {
  it('exports exactly the reviewed names', () => {
    expect(Object.keys(contracts).sort()).toMatchSnapshot();
  });

  it('declares every call once, on its own method and path', () => {
    const routes = contracts.allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    const names = contracts.allCalls.map((call) => call.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
