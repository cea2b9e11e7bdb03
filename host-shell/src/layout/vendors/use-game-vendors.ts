import { loadGameVendors, type VendorCategory } from '@platform/shared-contracts/client';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { STORAGE, session } from '../../platform/storage-keys';
import { languageAtom, statusAtom } from '../../store/host-store';
import { useLayoutServices } from '../layout-services';
import { type LayoutVendor, vendorsAtom } from '../layout-store';

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
 * footer's logos. Read through the page's one vendors cache (`loadGameVendors`, spec section 4), which the lobby
 * shares, so a page load asks once; `games:vendors-refresh` reads them afresh past the cache (the refresh flag). A failed read shows nothing new and says nothing (spec
 * section 8): the navigation keeps what it had.
 */
export function useGameVendors(): void {
  const { api, bus } = useLayoutServices();
  const merchantCode = useAtomValue(statusAtom)?.merchantCode ?? null;
  const language = useAtomValue(languageAtom);
  const setVendors = useSetAtom(vendorsAtom);

  useEffect(() => {
    if (!merchantCode) return;
    // The shared cache is kept for the session's region: a first visit learns it from the status answer.
    if (!session.get(STORAGE.merchantCode)) session.set(STORAGE.merchantCode, merchantCode);
    let live = true;
    let latest = 0;
    const read = (refresh: boolean) => {
      const mine = ++latest;
      loadGameVendors(api, language, { refresh }).then(
        (categories) => {
          if (live && mine === latest) setVendors(layoutVendors(categories));
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
