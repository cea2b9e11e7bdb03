import {
  type KitTextKey,
  type Translator as KitTranslator,
  textsFor,
  useTexts as useKitTexts,
} from '@platform/house-kit';
import { cn } from './cn';
import { type CrashTextKey, en } from './en';
import { km } from './km';

export type TextKey = CrashTextKey | KitTextKey;
export type Translator = KitTranslator<CrashTextKey>;
export const CRASH_TEXTS = { EN: en, CN: cn, KM: km };

/** `lang` as the site passes it (`KM`, `cn`, `EN`, …); anything unknown falls back to English. */
export const translator = textsFor<CrashTextKey>(CRASH_TEXTS);

/** The page's translator, with crash's texts and the kit's. */
export const useTexts = () => useKitTexts<CrashTextKey>();
