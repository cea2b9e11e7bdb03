// Testing Library only unmounts between tests by itself when vitest globals are on; they are off here.
import { assertNoContractViolations } from '@platform/shared-contracts/testing';
import { clearSessionCache } from '@platform/shared-ui/queries';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { lobbyQueryClient } from '../lib/query-client';
import { resetLobbyStore } from '../store';

afterEach(() => {
  cleanup();
  resetLobbyStore();
  lobbyQueryClient.clear();
  clearSessionCache();
  // The page-wide vendors cache (shared-contracts) lives there too.
  sessionStorage.clear();
  // Image preloads the home page adds to the document's head.
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  // A fixture or request that the server would not produce or accept fails the test that used it.
  assertNoContractViolations();
});
