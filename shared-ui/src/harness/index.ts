// `@platform/shared-ui/harness`: what a remote's stand-alone dev harness needs to play the host (never in a release).

export { createHostLikeI18n } from '../i18n/host-like-i18n';
export {
  createHarnessPlatform,
  HARNESS_KEYS,
  type HarnessPlatform,
  reloadHarnessWith,
} from './harness-platform';
export { HarnessSettings } from './harness-settings';
export { mountHarness } from './mount-harness';
export { RoutedHarness, type RoutedHarnessOptions } from './routed-harness';
export { useEventLog } from './use-event-log';
export { type HarnessMember, useHarnessMember } from './use-harness-member';
