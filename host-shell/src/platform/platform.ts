import { type ApiClient, ApiError, createApiClient, createEventBus } from '@platform/shared-contracts';
import { readMerchantCode, readToken, STORAGE, session } from './storage-keys';

/** One bus for the page: the host and every remote talk through it. */
export const bus = createEventBus();

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
