import {
  type ApiClient,
  ApiError,
  type CallResponse,
  createApiClient,
  createEventBus,
  type EventBus,
  type FirstReadContext,
  SCREEN_FIRST_READS,
} from '@platform/shared-contracts/client';
import { wantAuthRemote } from '../federation/auth-demand';
import { hostStore, leadImagesAtom, systemRefusalsAtom } from '../store/host-store';
import { createEarlyReads } from './early-reads';
import { readMerchantCode, readToken, STORAGE, session } from './storage-keys';

const pageBus = createEventBus();

/**
 * One bus for the page: the host and every remote talk through it. Asking for the auth modals also loads the auth
 * remote, which is not part of the first paint; the request waits on the bus until the remote listens.
 */
export const bus: EventBus = {
  emit(name, payload) {
    if (name === 'auth:open') wantAuthRemote();
    pageBus.emit(name, payload);
  },
  on: pageBus.on,
};

let currentLanguage: string | null = null;
export function setApiLanguage(language: string) {
  currentLanguage = language;
}

const client = createApiClient({
  baseUrl: '',
  getToken: readToken,
  getMerchantCode: readMerchantCode,
  getLanguage: () => currentLanguage,
});

const earlyReads = createEarlyReads();

/**
 * What the shell does about a refusal any part of the page meets, beside that part's own message: an expired session
 * logs the shell out once; a trial account refused what only a real account may do is asked to register one (spec
 * section 6); maintenance or a region block begun during the visit makes the boot gate read the status again.
 */
function answerRefusal({ code }: ApiError): void {
  if (code === 'NOT_LOGGED_IN' && readToken()) {
    session.remove(STORAGE.token);
    bus.emit('session:expired', {});
  }
  if (code === 'TRIAL_ACCOUNT_NOT_ALLOWED') bus.emit('account:real-required', {});
  if (code === 'SYSTEM_MAINTENANCE' || code === 'ACCESS_RESTRICTED')
    hostStore.set(systemRefusalsAtom, (count) => count + 1);
}

/**
 * The contract client every part uses; the shell answers its refusals as `answerRefusal` says. A call a screen's
 * first reads sent ahead is answered by that read (decision 132).
 */
export const api: ApiClient = {
  // Event streams (the lottery's draws) carry the same headers; a refused stream tells its owner, who polls instead.
  ...(client.subscribe ? { subscribe: client.subscribe } : {}),
  async call(declaration, input) {
    const early = earlyReads.take(declaration, input);
    if (early) return early as Promise<CallResponse<typeof declaration>>;
    try {
      return await client.call(declaration, input);
    } catch (error) {
      if (error instanceof ApiError) answerRefusal(error);
      throw error;
    }
  },
};

/**
 * Sends the first reads of `screen` (named by `screenKey`) now, and asks for the image an answer names as the
 * screen's largest paint as soon as it is there: both then travel while the screen's remote loads, and the screen's
 * slot draws that image where the screen will (decision 134).
 */
export function sendFirstReads(screen: string, context: FirstReadContext): void {
  for (const read of SCREEN_FIRST_READS[screen]?.(context) ?? []) {
    earlyReads
      .send(read, (call, input) => api.call(call, input as never))
      ?.then((answer) => {
        const lead = read.leadImage?.(answer as never);
        if (!lead) return;
        // The design system loads here, in the answer's task, not in the start-up task that sent the read.
        void import('@platform/shared-ui').then(({ preloadImage }) => preloadImage(lead.url));
        hostStore.set(leadImagesAtom, (leads) => ({ ...leads, [screen]: lead }));
      })
      .catch(() => undefined);
  }
}
