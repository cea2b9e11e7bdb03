import { render } from '@testing-library/preact';
import type { ComponentChild } from 'preact';
import { TextsContext } from '../i18n/texts-context';
import { kitTranslator, type Translator } from '../i18n/translator';

/** Renders a component inside the page's texts (the kit's alone unless a game's translator is given). */
export function renderWithTexts(ui: ComponentChild, texts: Translator<string> = kitTranslator('EN')) {
  return render(<TextsContext.Provider value={texts}>{ui}</TextsContext.Provider>);
}
