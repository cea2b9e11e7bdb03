import * as auth from './auth-calls';
import type { CallDeclaration } from './define-call';
import * as member from './member-calls';
import * as system from './system-calls';

function declarations(module: Record<string, unknown>): CallDeclaration[] {
  return Object.values(module).filter(
    (x): x is CallDeclaration => typeof x === 'object' && x !== null && 'path' in x && 'method' in x,
  );
}

/** Every call the platform serves; the server registers exactly these. */
export const allCalls: readonly CallDeclaration[] = [
  ...declarations(system),
  ...declarations(auth),
  ...declarations(member),
];
