import { useTexts as useKitTexts } from '@platform/house-kit';
import type { SlotTextKey } from './en';

export { TextsContext } from '@platform/house-kit';

/** The page's translator, with the slot's texts and the kit's. */
export const useTexts = () => useKitTexts<SlotTextKey>();
