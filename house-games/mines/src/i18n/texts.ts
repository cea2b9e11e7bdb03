import { textsFor } from '@platform/house-kit';
import { cn } from './cn';
import { en, type MinesTextKey } from './en';
import { km } from './km';

export type { MinesTextKey };

export const MINES_TEXTS = { EN: en, CN: cn, KM: km };

/** Mines' translator: its own texts first, then the kit's. */
export const translator = textsFor(MINES_TEXTS);
