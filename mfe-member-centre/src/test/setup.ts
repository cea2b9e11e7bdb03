// Testing Library only unmounts between tests by itself when vitest globals are on; they are off here.
import { assertNoContractViolations } from '@platform/shared-contracts/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { centreQueryClient } from '../lib/query-client';
import { resetCentreStore } from '../store';

// A failed read shows its failure at once: the one automatic retry a player gets is TanStack's, not the page's.
centreQueryClient.setDefaultOptions({
  queries: { ...centreQueryClient.getDefaultOptions().queries, retry: false },
});

afterEach(() => {
  cleanup();
  resetCentreStore();
  // A page mounted without the centre around it (renderPage) leaves its reads: the centre empties them when it closes.
  centreQueryClient.clear();
  // The page-wide vendors cache (shared-contracts) is kept in session storage.
  sessionStorage.clear();
  // A fixture or request that the server would not produce or accept fails the test that used it.
  assertNoContractViolations();
});
