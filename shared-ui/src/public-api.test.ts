import { describe, expect, it } from 'vitest';
import * as ui from './index';

/**
 * shared-ui is a federation singleton that the host and every remote code against: this list makes any
 * addition or removal visible in review. Change it on purpose, never to make a failure go away.
 */
describe('shared-ui public surface', () => {
  it('exports exactly the reviewed names', () => {
    expect(Object.keys(ui).sort()).toEqual([
      'BannerImage',
      'Button',
      'Checkbox',
      'Countdown',
      'Empty',
      'Field',
      'ICON_NAMES',
      'Icon',
      'IconButton',
      'LazyImage',
      'Modal',
      'Money',
      'NextTask',
      'Pager',
      'PasswordInput',
      'PopupDialog',
      'SHARED_UI_VERSION',
      'SafeHtml',
      'Select',
      'Skeleton',
      'Spinner',
      'TabPanel',
      'Tabs',
      'TextArea',
      'TextInput',
      'Toggle',
      'VisuallyHidden',
      'WhenNear',
      'createRemoteContext',
      'focusEdge',
      'focusFirstInvalid',
      'focusIfLost',
      'formatDuration',
      'hasRemoteProps',
      'loadCommonTexts',
      'loadSanitizer',
      'preloadImage',
      'remoteTexts',
      'useCountdown',
      'useDrawnCount',
      'useMediaQuery',
      'useNextTask',
      'useOpenDialogs',
      'useRemoteTexts',
      'useTransfersOffered',
      'withCommonTexts',
    ]);
  });

  it('keeps its version in step with package.json', async () => {
    const pkg = await import('../package.json');
    expect(ui.SHARED_UI_VERSION).toBe(pkg.version);
  });
});
