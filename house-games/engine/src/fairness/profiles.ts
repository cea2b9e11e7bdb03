import { baccaratFairnessProfile } from '../baccarat/fairness';
import { crashFairnessProfile } from '../crash/fairness';
import { MINES_FAIRNESS } from '../mines/fairness';
import { PLINKO_FAIRNESS_PROFILE } from '../plinko/fairness-profile';
import { SLOT_FAIRNESS_PROFILE } from '../slot/fairness-profile';
import type { FairnessProfile } from './profile';

/**
 * Every studio game's fairness profile: the RTP tests, the chi-square tests and the RTP bench run over this list.
 * A new game adds one line here.
 */
export const FAIRNESS_PROFILES: readonly FairnessProfile[] = [
  SLOT_FAIRNESS_PROFILE,
  MINES_FAIRNESS,
  PLINKO_FAIRNESS_PROFILE,
  baccaratFairnessProfile,
  crashFairnessProfile,
];
