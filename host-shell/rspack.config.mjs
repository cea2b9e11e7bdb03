import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostConfig } from '../federation.config.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default hostConfig({
  dir: here,
  name: 'host_shell',
  port: 3000,
  proxy: ['/wps', '/remotes'],
  runtimePlugins: [join(here, 'src/federation/dev-override-plugin.ts')],
});
