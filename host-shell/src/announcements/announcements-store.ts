import type { Notice, Popup } from '@platform/shared-contracts/client';
import { atom } from 'jotai';

/** The spec's store values for announcements: the notices of the marquee and the popups of the audience. */
export interface Announcements {
  notices: Notice[];
  popups: Popup[];
  /** The first load has answered (or failed): until then the marquee keeps its line (see notice-marquee.tsx). */
  loaded: boolean;
}

export const announcementsAtom = atom<Announcements>({ notices: [], popups: [], loaded: false });
