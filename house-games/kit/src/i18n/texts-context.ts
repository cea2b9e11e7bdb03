import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { kitTranslator, type Translator } from './translator';

/** The page's translator; the game's main (or a test) provides it around the whole app. */
export const TextsContext = createContext<Translator<string>>(kitTranslator('EN'));

/** The translator with the game's own keys: `useTexts<SlotTextKey>()`. */
export function useTexts<K extends string = never>(): Translator<K> {
  return useContext(TextsContext) as Translator<K>;
}
