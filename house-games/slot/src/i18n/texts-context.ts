import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { type Translator, translator } from './texts';

export const TextsContext = createContext<Translator>(translator('EN'));

export function useTexts(): Translator {
  return useContext(TextsContext);
}
