import { HOME_BANNER_GROUP, noticeCall } from '../calls/announcement-calls';
import type { CallDeclaration, CallRequest, CallResponse } from '../calls/define-call';
import { REMOTES, screenKey } from './remotes';

/**
 * A read a screen needs before it can draw its largest part, declared with the screen so the host can send it with
 * its boot calls, before the screen's remote has even loaded (decision 132). The screen makes the same call with the
 * same input and is answered by the read already under way.
 */
export interface FirstRead<C extends CallDeclaration = CallDeclaration> {
  call: C;
  input: CallRequest<C>;
  /**
   * The image the answer makes the screen's largest paint: asked for as soon as the answer is there, and drawn by the
   * host where the screen will draw it while the screen's remote loads (decision 134).
   */
  leadImage?: (answer: CallResponse<C>) => LeadImage | undefined;
}

/** A screen's lead image: a banner's art, drawn in the site's banner shape (`--banner-aspect`). */
export interface LeadImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** What a screen's first reads depend on: only what the host knows before any remote runs. */
export interface FirstReadContext {
  language: string;
}

/** The home page's `w_home` banners: the spec's notice call, banners (B) of that group, web platform. */
export const homeBannersRead = (language: string): FirstRead<typeof noticeCall> => ({
  call: noticeCall,
  input: { types: 'B', platform: 'W', groupName: HOME_BANNER_GROUP, language },
  leadImage: ({ banners: [first] }) =>
    first && { url: first.url, alt: first.title, width: first.width, height: first.height },
});

/** A screen's first reads, keyed as the registry names a screen (`screenKey`). */
export const SCREEN_FIRST_READS: Readonly<
  Record<string, (context: FirstReadContext) => readonly FirstRead[]>
> = {
  [screenKey(REMOTES.lobby.name, REMOTES.lobby.modules.HomePage)]: ({ language }) => [
    homeBannersRead(language) as FirstRead,
  ],
};

/**
 * The one text that says two reads are the same: the call's name and its input with the fields in a fixed order
 * (a screen may build the same input in another order). The order is the code units', not `localeCompare`'s: its
 * first call builds the browser's collator, 13-27 ms of the home page's boot on this machine (four times that on a phone).
 */
export function readKey(call: CallDeclaration, input: unknown): string {
  return `${call.name} ${JSON.stringify(input, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )}`;
}
