import {
  type ApiClient,
  ApiError,
  createApiClient,
  createEventBus,
  type EventBus,
} from '@platform/shared-contracts/client';
import { wantAuthRemote } from '../federation/auth-demand';
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

/** The contract client every part uses; an expired session anywhere logs the shell out once. */
export const api: ApiClient = {
  // Event streams (the lottery's draws) carry the same headers; a refused stream tells its owner, who polls instead.
  ...(client.subscribe ? { subscribe: client.subscribe } : {}),
  async call(declaration, input) {
    try {
      return await client.call(declaration, input);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN' && readToken()) {
        session.remove(STORAGE.token);
        bus.emit('session:expired', {});
      }
      throw error;
    }
  },
};
