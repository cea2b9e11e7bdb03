import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../federation.config.mjs';

export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_auth',
  exposes: {
    './AuthModals': './src/expose/auth-modals.tsx',
    './HeaderLogin': './src/expose/header-login.tsx',
  },
  port: 3001,
});
