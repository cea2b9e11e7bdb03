import {
  type KitTextKey,
  type Translator as KitTranslator,
  textsFor,
  useTexts as useKitTexts,
} from '@platform/house-kit';
import { cn } from './cn';
import { type BaccaratTextKey, en } from './en';
import { km } from './km';

/** A text of the table's own or of the kit's (balance, fairness, history…). */
export type TextKey = BaccaratTextKey | KitTextKey;
export type Translator = KitTranslator<BaccaratTextKey>;

/** `lang` as the site passes it (`KM`, `cn`, `EN`, …); anything unknown falls back to English. */
export const translator = textsFor<BaccaratTextKey>({ EN: en, CN: cn, KM: km });

/** The page's translator, with the table's texts and the kit's. */
export const useTexts = () => useKitTexts<BaccaratTextKey>();
