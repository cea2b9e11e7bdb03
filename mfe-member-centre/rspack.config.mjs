import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../federation.config.mjs';

export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_member_centre',
  exposes: { './MemberCentre': './src/expose/member-centre.tsx' },
  port: 3002,
});
