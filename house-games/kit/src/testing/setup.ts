// Testing Library only unmounts between tests by itself when vitest globals are on; they are off here.
import { assertNoContractViolations } from '@platform/shared-contracts/testing';
import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // A fixture or request that the server would not produce or accept fails the test that used it.
  assertNoContractViolations();
});
