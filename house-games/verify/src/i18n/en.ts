/** The verifier page's own texts in English: the key set CN and KM follow. The form's texts come from the kit. */
export const en = {
  pageTitle: 'Verify a round',
  pageIntro:
    'Check any round of our in-house games from its revealed server seed: the seed must hash to the commitment shown before play, and the round is computed again here, in your browser, with the game’s own engine. Nothing is sent.',
  gamePicker: 'Game',
  language: 'Language',
} as const;

export type VerifyTextKey = keyof typeof en;
export type VerifyTexts = Record<VerifyTextKey, string>;
