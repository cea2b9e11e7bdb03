/**
 * The lobby's own jotai store (the excalidraw pattern): its atoms never live in jotai's default store, so another
 * remote in the page cannot read or write them. Code in this remote uses the hooks below; Biome refuses a bare
 * import of jotai's hooks or default store elsewhere in `src/` (see biome.json). Server data (games, vendors,
 * favourites) is not here: it lives in the query cache (src/lib/query-client.ts).
 */
import { atom, createStore, type PrimitiveAtom, useAtom, useAtomValue, useSetAtom } from 'jotai';

export const lobbyStore = createStore();

/** The vendor whose popup game list is open (a VASSALAGE vendor card), or null. */
export interface VendorPopup {
  vassalage: string;
  gameType: string;
  name: string;
}
export const vendorPopupAtom = atom<VendorPopup | null>(null);

/** When the last favourite change was sent (epoch ms): one change per LIMITS.favouriteThrottleMs. */
export const lastFavouriteChangeAtom = atom<number | null>(null);

export function useLobbyAtom<V>(anAtom: PrimitiveAtom<V>) {
  return useAtom(anAtom, { store: lobbyStore });
}

export function useLobbyAtomValue<V>(anAtom: PrimitiveAtom<V>): V {
  return useAtomValue(anAtom, { store: lobbyStore });
}

export function useSetLobbyAtom<V>(anAtom: PrimitiveAtom<V>) {
  return useSetAtom(anAtom, { store: lobbyStore });
}

/** Back to a fresh state: for a new member, and for tests. */
export function resetLobbyStore(): void {
  lobbyStore.set(vendorPopupAtom, null);
  lobbyStore.set(lastFavouriteChangeAtom, null);
}
