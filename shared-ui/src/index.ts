// The public surface of @platform/shared-ui, a federation singleton used by the host and every remote.
// Everything here is API: add on purpose, and treat a removal or a changed prop as a breaking change.
// Tokens and the base layer are in '@platform/shared-ui/theme.css' (imported once by the host and harnesses).

export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export {
  Countdown,
  type CountdownFormat,
  type CountdownProps,
  formatDuration,
} from './countdown/countdown';
export { type CountdownControls, type UseCountdownOptions, useCountdown } from './countdown/use-countdown';
export { Empty, type EmptyProps } from './empty/empty';
export { Field, type FieldProps } from './field/field';
export { focusFirstInvalid } from './field/focus-first-invalid';
export { focusIfLost } from './focus/focus-if-lost';
export { ICON_NAMES, Icon, type IconName, type IconProps } from './icon/icon';
export { IconButton, type IconButtonProps } from './icon-button/icon-button';
export { BannerImage, type BannerImageProps } from './lazy-image/banner-image';
export { LazyImage, type LazyImageProps } from './lazy-image/lazy-image';
export { preloadImage } from './lazy-image/preload-image';
export { useMediaQuery } from './media-query/use-media-query';
export { focusEdge } from './modal/focusable';
export { Modal, type ModalProps, type ModalSize } from './modal/modal';
export { useOpenDialogs } from './modal/use-open-dialogs';
export { Money, type MoneyProps } from './money/money';
export { NextTask } from './next-task/next-task';
export { useDrawnCount } from './next-task/use-drawn-count';
export { useNextTask } from './next-task/use-next-task';
export { WhenNear } from './next-task/when-near';
export { Pager, type PagerT, type PagerTextKey } from './pager/pager';
export { PasswordInput, type PasswordInputProps } from './password-input/password-input';
export {
  type PopupButton,
  PopupDialog,
  type PopupDialogProps,
  type PopupIcon,
} from './popup-dialog/popup-dialog';
export {
  createRemoteContext,
  hasRemoteProps,
  type RemoteContext,
} from './remote-context/remote-context';
export { loadSanitizer, SafeHtml, type SafeHtmlProps } from './safe-html/safe-html';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/spinner';
export { type TabItem, TabPanel, type TabPanelProps, Tabs, type TabsProps } from './tabs/tabs';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { TextInput, type TextInputProps } from './text-input/text-input';
export {
  type CommonTextKey,
  type CommonTexts,
  loadCommonTexts,
  withCommonTexts,
} from './texts/common-texts';
export { remoteTexts, useRemoteTexts } from './texts/remote-texts';
export { Toggle, type ToggleProps } from './toggle/toggle';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { useTransfersOffered } from './wallet/use-transfers-offered';

export const SHARED_UI_VERSION = '0.18.0';
