import type {
  LeadImage,
  MemberInfo,
  Permission,
  SystemStatus,
  Theme,
} from '@platform/shared-contracts/client';
import { atom, createStore } from 'jotai';

/** The shell's own store; remotes keep theirs and learn shared facts from props and events. */
export const hostStore = createStore();

export interface SessionState {
  token: string | null;
  user: MemberInfo | null;
}

export const sessionAtom = atom<SessionState>({ token: null, user: null });
export const loggedInAtom = atom((get) => get(sessionAtom).token !== null);
export const permissionAtom = atom<Permission | null>(null);
export const statusAtom = atom<SystemStatus | null>(null);
/** How many calls were refused for maintenance or the visitor's region since start: the boot gate asks again. */
export const systemRefusalsAtom = atom(0);
/** The names of the remotes the registry released for this merchant and region (read at boot). */
export const releasedRemotesAtom = atom<ReadonlySet<string>>(new Set<string>());
export const themeAtom = atom<Theme>('light');
export const languageAtom = atom<string>('KM');
/** Loader over the page for actions like logout (spec section 4). */
export const busyAtom = atom(false);
/** Query values kept from the address for the remotes (referral and affiliate codes). */
export const keptQueryAtom = atom<Record<string, string>>({});
/**
 * The lead image a screen's first read named (`screenKey` -> image), drawn by its slot while the screen's remote loads
 * (decision 134); dropped once that slot has drawn the screen.
 */
export const leadImagesAtom = atom<Readonly<Record<string, LeadImage>>>({});
