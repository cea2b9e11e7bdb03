import type { StudioOpenAnswer } from '@platform/house-kit';
import type { CallResponse, studioSpinCall } from '@platform/shared-contracts/studio';

export type { FairState, Money, RotateAnswer } from '@platform/house-kit';

/** The open answer of a slot: its paytable and paylines are there (the other studio games carry none). */
export type OpenAnswer = StudioOpenAnswer & {
  paytable: NonNullable<StudioOpenAnswer['paytable']>;
  lines: number;
};

/** The open answer as a slot's, or null when the launch opened another kind of game. */
export function slotOpenAnswer(open: StudioOpenAnswer): OpenAnswer | null {
  return open.kind === 'slot' && open.paytable && open.lines !== undefined
    ? { ...open, paytable: open.paytable, lines: open.lines }
    : null;
}
export type SpinAnswer = CallResponse<typeof studioSpinCall>;
export type SlotRound = SpinAnswer['round'];
export type RoundStep = SlotRound['steps'][number];
export type LineWin = RoundStep['wins'][number];
export type SlotPaytableView = OpenAnswer['paytable'];
