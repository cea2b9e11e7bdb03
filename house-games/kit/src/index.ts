// @platform/house-kit: what every in-house game front end shares (boot, studio client, texts, sheets, top bar,
// fairness and history panels, sound). Styles: '@platform/house-kit/styles.css'; Khmer font: '@platform/house-kit/fonts'.
export { bootHouseGame, type HouseGameBoot, mountGame } from './boot/boot';
export { type LaunchParams, readLaunch } from './boot/launch';
export { type OpenFailure, type OpenResult, openGame } from './boot/open-game';
export { type ParentMessage, parentLink, sitePath } from './boot/parent';
export { VERIFIER_PAGE, type VerifyTarget, verifyLink } from './fair/verify-link';
export { khmerFontReady } from './i18n/khmer-font';
export { kitCn } from './i18n/kit-cn';
export { type KitTextKey, type KitTexts, kitEn } from './i18n/kit-en';
export { kitKm } from './i18n/kit-km';
export { TextsContext, useTexts } from './i18n/texts-context';
export { type GameTexts, kitTranslator, placeholders, type Translator, textsFor } from './i18n/translator';
export {
  createGameSound,
  createTonePlayer,
  type SoundSwitch,
  type Tone,
  type TonePlayer,
} from './sound/tones';
export { newRequestId } from './studio/request-id';
export { CLIENT_SEED_PATTERN, type SeedActions, seedActions } from './studio/seeds';
export { createStudioClient, errorCode, type StudioApi } from './studio/studio-client';
export type {
  FairState,
  Money,
  RevealedSeed,
  RotateAnswer,
  StudioGameKind,
  StudioOpenAnswer,
} from './studio/studio-shapes';
export { answerLost, askAgainIfLost, BetUntilAnswered } from './studio/unanswered';
export { FairnessPanel } from './ui/fairness-panel';
export { HistoryPanel, RoundCard, type RoundSummary } from './ui/history-panel';
export { DemoBanner, FailedScreen, IntroSheet, LoadingScreen, RtpLine } from './ui/screens';
export { Sheet } from './ui/sheet';
export { type MenuItem, TopBar } from './ui/top-bar';
export { useFocusHandover } from './ui/use-focus-handover';
export { type Store, useStore } from './ui/use-store';
export { gameVerifier, usePublished } from './verify/game-verifier';
export {
  HashCheck,
  SeedFields,
  type SeedValues,
  seedProblemText,
  seedsComplete,
  seedValuesFrom,
} from './verify/seed-fields';
export type { VerifierEntry, VerifierSectionProps } from './verify/verifier-entry';
