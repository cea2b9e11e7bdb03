/**
 * This remote's own jotai store (the excalidraw pattern): the member centre's atoms never live in jotai's default
 * store, so another remote in the page cannot read or write them by accident. Code in this remote uses the hooks
 * below; Biome refuses a bare import of jotai's hooks or default store elsewhere in `src/` (see biome.json).
 * The store outlives one opening of the modal, so a deposit still waiting for its payment is there on return.
 */
import type { DepositOrder } from '@platform/shared-contracts/payment-calls';
import { atom, createStore, type PrimitiveAtom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type CentrePage, DEFAULT_PAGE } from './app/pages';
import type { BetFilters } from './components/bet-filters/bet-filter-rules';

export const centreStore = createStore();

/** mcPage of spec section 3: the page the centre shows. */
export const mcPageAtom = atom<CentrePage>(DEFAULT_PAGE);

/** A security-centre item to open on arrival, e.g. "set a payment password" sent from the withdraw page. */
export type SecurityItem = 'password' | 'mobile' | 'email' | 'paymentPassword' | 'bankAccounts';
export const securityFocusAtom = atom<SecurityItem | null>(null);

/** A deposit sent to the provider and not settled yet: the page polls it until it is credited or failed. */
export const pendingDepositAtom = atom<DepositOrder | null>(null);

/** When the bind-mobile code may be asked for again (epoch ms): reopening the form keeps the countdown. */
export const smsResendAtAtom = atom<number | null>(null);

/**
 * The betting record's and profit page's filters, shared: going from one page to the other keeps the category,
 * vendor and days (null until the member changes one; then the page's default applies).
 */
export const betFiltersAtom = atom<BetFilters | null>(null);

export function useCentreAtom<V>(anAtom: PrimitiveAtom<V>) {
  return useAtom(anAtom, { store: centreStore });
}

export function useCentreAtomValue<V>(anAtom: PrimitiveAtom<V>): V {
  return useAtomValue(anAtom, { store: centreStore });
}

export function useSetCentreAtom<V>(anAtom: PrimitiveAtom<V>) {
  return useSetAtom(anAtom, { store: centreStore });
}

/** Whose centre the store holds: another member logging in on the same page starts afresh. */
const ownerAtom = atom<number | null>(null);

/** Keeps the store for `memberId` only: anything left by another member (a waiting deposit) is forgotten. */
export function claimCentreStore(memberId: number | null): void {
  if (centreStore.get(ownerAtom) === memberId) return;
  resetCentreStore();
  centreStore.set(ownerAtom, memberId);
}

/** Back to a fresh state: for a new member, and for tests. */
export function resetCentreStore(): void {
  centreStore.set(ownerAtom, null);
  centreStore.set(mcPageAtom, DEFAULT_PAGE);
  centreStore.set(securityFocusAtom, null);
  centreStore.set(pendingDepositAtom, null);
  centreStore.set(smsResendAtAtom, null);
  centreStore.set(betFiltersAtom, null);
}
