import { serveHouseGame } from '@platform/house-kit/harness';

serveHouseGame({
  dist: '/work/wt/h8/house-games/crash/dist',
  prefix: '/house-games/crash/',
  port: 3812,
  answer: () => ({ error: 'NOT_FOUND' }),
});
