// Testing Library only unmounts between tests by itself when vitest globals are on; they are off here.
import { assertNoContractViolations } from '@platform/shared-contracts/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { lotteryQueryClient } from '../lib/query-client';

// The game page draws 50-odd bet-type tabs and pickers; on a busy shared machine its first paint can take seconds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  lotteryQueryClient.clear();
  // A fixture or request that the server would not produce or accept fails the test that used it.
  assertNoContractViolations();
});
