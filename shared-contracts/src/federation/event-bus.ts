import type { LoginSuccess, MemberSummary } from '../calls/common-schemas';
import type { MemberCentrePage } from './member-centre-pages';

/** Views the auth remote can open (spec section 2, Modals). */
export type AuthView = 'login' | 'register' | 'forgot' | 'change-password' | 'verify';

export interface PopupRequest {
  icon?: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  /** Server or translation HTML; the popup sanitises it before showing. */
  html?: string;
  /** The html `lang` of the title and message (an operator's text may be in another language than the page). */
  lang?: string;
  text?: string;
  buttons?: { label: string; action?: string; primary?: boolean }[];
  coverClose?: boolean;
  timeoutMs?: number;
}

/**
 * Everything the host and the remotes tell each other. A remote never imports another remote or host code;
 * it emits and listens here, with these payload types.
 */
export interface PlatformEvents {
  'auth:open': { view: AuthView; tab?: 'username' | 'sms' | 'mobile' | 'email' | 'phone'; forced?: boolean };
  'auth:close': Record<string, never>;
  /** A login or registration finished: the host stores the token and loads the member. */
  'session:login': { login: LoginSuccess; portal: 'MEMBER' | 'AGENT' };
  /** The session ended or changed (logout, expiry, new login). */
  'session:changed': { loggedIn: boolean; user: MemberSummary | null };
  'session:expired': Record<string, never>;
  'wallet:changed': Record<string, never>;
  'member-centre:open': { page?: MemberCentrePage };
  'agent-centre:open': { page?: string };
  /** A trial account tried what only a real account may do: the host asks them to register one (spec section 6). */
  'account:real-required': Record<string, never>;
  'game:launch': { gameCode: string; vassalage: string; gameType: string };
  /** The game vendors changed (e.g. a launch met a vendor in maintenance): the host reads them afresh, past its cache. */
  'games:vendors-refresh': Record<string, never>;
  'popup:show': PopupRequest;
  'language:changed': { language: string };
  'theme:changed': { theme: 'light' | 'dark' };
  navigate: { to: string; replace?: boolean };
}

export type PlatformEventName = keyof PlatformEvents;

export interface EventBus {
  emit<K extends PlatformEventName>(name: K, payload: PlatformEvents[K]): void;
  /** Returns the function that stops listening. */
  on<K extends PlatformEventName>(name: K, listener: (payload: PlatformEvents[K]) => void): () => void;
}

/**
 * Requests for a part that may still be loading (the auth remote, a centre): when nobody listens yet, the newest
 * one waits and is delivered to the first listener, so a click made while a remote loads is not lost.
 */
export const QUEUED_EVENTS: readonly PlatformEventName[] = [
  'auth:open',
  'member-centre:open',
  'agent-centre:open',
];

/** A bus on the standard EventTarget, so it behaves the same in the browser and in tests. */
export function createEventBus(): EventBus {
  const target = new EventTarget();
  const listeners = new Map<PlatformEventName, number>();
  const waiting = new Map<PlatformEventName, unknown>();
  return {
    emit(name, payload) {
      if (QUEUED_EVENTS.includes(name) && !listeners.get(name)) {
        waiting.set(name, payload);
        return;
      }
      target.dispatchEvent(new CustomEvent(name, { detail: payload }));
    },
    on(name, listener) {
      const handler = (event: Event) => listener((event as CustomEvent).detail);
      target.addEventListener(name, handler);
      listeners.set(name, (listeners.get(name) ?? 0) + 1);
      if (waiting.has(name)) {
        const payload = waiting.get(name) as PlatformEvents[typeof name];
        waiting.delete(name);
        queueMicrotask(() => listener(payload));
      }
      return () => {
        target.removeEventListener(name, handler);
        listeners.set(name, (listeners.get(name) ?? 1) - 1);
      };
    },
  };
}
