// Testing Library only unmounts between tests by itself when vitest globals are on; they are off here.
import { assertNoContractViolations } from '@platform/shared-contracts/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAuthStore } from '../store';

afterEach(() => {
  cleanup();
  resetAuthStore();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the remember-me cookie between tests.
  document.cookie = 'mfe_auth_remember=; Max-Age=0; Path=/';
  // A fixture or request that the server would not produce or accept fails the test that used it.
  assertNoContractViolations();
});
