import { textsFor } from '@platform/house-kit';
import { cn } from './cn';
import { en, type VerifyTextKey } from './en';
import { km } from './km';

/** The page opened without `lang` speaks Khmer, the site's default language. */
export const DEFAULT_LANGUAGE = 'KM';

export const verifyTranslator = textsFor<VerifyTextKey>({ EN: en, CN: cn, KM: km });
