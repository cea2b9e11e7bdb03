import type { MemberInfo } from '../calls/member-calls';
import type { Permission } from '../calls/system-calls';
import type { ApiClient } from '../client/api-client';
import type { EventBus } from './event-bus';
import type { LeadImage } from './first-reads';

export type Theme = 'light' | 'dark';

/**
 * The version of `RemoteProps` and the event bus that remotes are built against. A change a remote built earlier
 * cannot handle raises it; the release gate refuses a release built against another version than the host's.
 */
export const REMOTE_PROPS_VERSION = 1;

export interface SessionSnapshot {
  loggedIn: boolean;
  user: MemberInfo | null;
  isAgent: boolean;
  isTrial: boolean;
}

/** What every mounted remote receives from the host. Shared facts travel here or on the bus, never via a global store. */
export interface RemoteProps {
  /** The path the remote is mounted under, e.g. `/` or `/lottery`. */
  basePath: string;
  language: string;
  theme: Theme;
  session: SessionSnapshot;
  /** The merchant's permission answer: switches, register settings, resources, customer service. */
  permission: Permission;
  api: ApiClient;
  bus: EventBus;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Query values the host keeps from the address, such as `referralCode` and `affiliateCode`. */
  query: Readonly<Record<string, string>>;
  /**
   * The lead image the host drew in this remote's slot while it loaded (decision 134): a screen still waiting for the
   * read that names it draws this image in its place, so the page's largest part does not blink out.
   */
  leadImage?: LeadImage;
}
