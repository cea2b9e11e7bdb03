import { textsFor } from '@platform/house-kit';
import { cn } from './cn';
import { en, type PlinkoTextKey } from './en';
import { km } from './km';

/** Plinko's translator outside the game (the verifier section): its own texts first, then the kit's. */
export const translator = textsFor<PlinkoTextKey>({ EN: en, CN: cn, KM: km });
