import type {
  CallResponse,
  studioOpenCall,
  studioRotateSeedCall,
  studioSpinCall,
} from '@platform/shared-contracts/studio';

/** The studio's answers as the contract declares them (shared-contracts/src/calls/studio-calls.ts). */
export type OpenAnswer = CallResponse<typeof studioOpenCall>;
export type SpinAnswer = CallResponse<typeof studioSpinCall>;
export type RotateAnswer = CallResponse<typeof studioRotateSeedCall>;
export type SlotRound = SpinAnswer['round'];
export type RoundStep = SlotRound['steps'][number];
export type LineWin = RoundStep['wins'][number];
export type FairState = SpinAnswer['fair'];
export type SlotPaytableView = OpenAnswer['paytable'];
export type Money = string;
