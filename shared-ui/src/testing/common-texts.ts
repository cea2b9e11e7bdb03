import cn from '../texts/cn.json';
import type { CommonTexts } from '../texts/common-texts';
import en from '../texts/en.json';
import km from '../texts/km.json';

/**
 * Every language's common texts at once, for tests only: the shipped surface loads one language on demand
 * (`loadCommonTexts`, `withCommonTexts`).
 */
export const COMMON_TEXTS: Readonly<Record<'EN' | 'CN' | 'KM', CommonTexts>> = { EN: en, CN: cn, KM: km };
