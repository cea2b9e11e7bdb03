import { type KitTextKey, type Translator as KitTranslator, textsFor } from '@platform/house-kit';
import { cn } from './cn';
import { en, type SlotTextKey } from './en';
import { km } from './km';

/** A text of the slot's own or of the kit's (balance, fairness, history…). */
export type TextKey = SlotTextKey | KitTextKey;
export type Translator = KitTranslator<SlotTextKey>;

/** `lang` as the site passes it (`KM`, `cn`, `EN`, …); anything unknown falls back to English. */
export const translator = textsFor<SlotTextKey>({ EN: en, CN: cn, KM: km });
