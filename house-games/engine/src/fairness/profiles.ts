import { SLOT_FAIRNESS_PROFILE } from '../slot/fairness-profile';
import type { FairnessProfile } from './profile';

/**
 * Every studio game's fairness profile: the RTP tests, the chi-square tests and the RTP bench run over this list.
 * A new game adds one line here.
 */
export const FAIRNESS_PROFILES: readonly FairnessProfile[] = [SLOT_FAIRNESS_PROFILE];
