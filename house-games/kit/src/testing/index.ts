// The in-house games' test kit: fixtures, a fake studio checked against the contracts, rendering in texts.
// Component tests only (vitest setup: '@platform/house-kit/testing/setup', or houseGameVitest()).
export { createFakeApi, type FakeApi, refuse } from '@platform/shared-contracts/testing';
export {
  fairState,
  fakeStudio,
  HASH,
  LAUNCH_TOKEN,
  NEXT_HASH,
  REVEALED_SEED,
  studioOpenAnswer,
} from './fixtures';
export { renderWithTexts } from './render';
