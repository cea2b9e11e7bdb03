import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../federation.config.mjs';

/**
 * The lottery remote (issue 11): one exposed module the host mounts on /lottery, /seaLottery and /vnLottery; the
 * engine (for the verifier and the rules' RTP) and each language's texts are chunks of their own.
 */
export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_lottery',
  exposes: {
    './LotteryLobby': './src/expose/lottery-lobby.tsx',
  },
  port: 3005,
  historyApiFallback: true,
  proxy: ['/wps', '/lgw', '/lotto', '/house-games', '/studio'],
});
