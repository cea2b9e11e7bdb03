/**
 * Runs the lottery remote alone against the real platform-api (`pnpm --filter @platform/mfe-lottery dev`, with the
 * API on :8080): the three lottery routes (`/lottery`, `/vnLottery`, `/seaLottery`; `?gameCode=SSC1`,
 * `?view=verify`), a small login and a log of what the remote emits (shared-ui's harness).
 * `?lang=KM|EN|CN`, `?theme=dark`, `?merchant=DEMOVN`.
 */
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
import '@platform/shared-ui/theme.css';
import { createHarnessPlatform, mountHarness, RoutedHarness } from '@platform/shared-ui/harness';
import LotteryLobby from '../src/expose/lottery-lobby';

const platform = createHarnessPlatform();

mountHarness(
  platform,
  <RoutedHarness
    platform={platform}
    home="/lottery"
    events={['auth:open', 'popup:show', 'wallet:changed']}
    screens={{ '/lottery': LotteryLobby, '/vnLottery': LotteryLobby, '/seaLottery': LotteryLobby }}
  />,
);
