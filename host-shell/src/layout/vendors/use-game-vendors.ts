import { gameVendorsCall, type VendorCategory } from '@platform/shared-contracts/client';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { STORAGE, session } from '../../platform/storage-keys';
import { languageAtom, statusAtom } from '../../store/host-store';
import { useLayoutServices } from '../layout-services';
import { type LayoutVendor, vendorsAtom } from '../layout-store';

/** What the session keeps: the answer, for the region and language it was read in. */
interface CachedVendors {
  merchantCode: string;
  language: string;
  categories: VendorCategory[];
}

function isCachedVendors(value: unknown): value is CachedVendors {
  const cached = value as Partial<CachedVendors> | null;
  return (
    typeof cached?.merchantCode === 'string' &&
    typeof cached.language === 'string' &&
    Array.isArray(cached.categories) &&
    cached.categories.every((category) => Array.isArray(category?.cards))
  );
}

function readCache(merchantCode: string, language: string): VendorCategory[] | null {
  try {
    const cached: unknown = JSON.parse(session.get(STORAGE.gameVendors) ?? 'null');
    return isCachedVendors(cached) && cached.merchantCode === merchantCode && cached.language === language
      ? cached.categories
      : null;
  } catch {
    return null;
  }
}

/** The cards of every category as the shell's navigation and footer need them. */
export function layoutVendors(categories: readonly VendorCategory[]): LayoutVendor[] {
  return categories.flatMap((category) =>
    category.cards.map((card) => ({
      vassalage: card.vassalage,
      category: card.gameType,
      name: card.name,
      logoUrl: card.logoUrl || null,
      cockfight: card.cockfight,
    })),
  );
}

/**
 * Fills vendorsAtom from the region's game vendors, which decide the header categories, the side menu and the
 * footer's logos. Kept in session storage per region and language (spec section 4); `games:vendors-refresh` reads
 * them afresh past the cache (the spec's refresh flag). A failed read shows nothing new and says nothing (spec
 * section 8): the navigation keeps what it had.
 */
export function useGameVendors(): void {
  const { api, bus } = useLayoutServices();
  const merchantCode = useAtomValue(statusAtom)?.merchantCode ?? null;
  const language = useAtomValue(languageAtom);
  const setVendors = useSetAtom(vendorsAtom);

  useEffect(() => {
    if (!merchantCode) return;
    let live = true;
    let latest = 0;
    const read = (flush: boolean) => {
      const cached = flush ? null : readCache(merchantCode, language);
      if (cached) {
        setVendors(layoutVendors(cached));
        return;
      }
      const mine = ++latest;
      api.call(gameVendorsCall, { language, ...(flush ? { flush: 'true' as const } : {}) }).then(
        (categories) => {
          if (!live || mine !== latest) return;
          session.set(STORAGE.gameVendors, JSON.stringify({ merchantCode, language, categories }));
          setVendors(layoutVendors(categories));
        },
        () => undefined,
      );
    };
    read(false);
    const off = bus.on('games:vendors-refresh', () => read(true));
    return () => {
      live = false;
      off();
    };
  }, [api, bus, merchantCode, language, setVendors]);
}
