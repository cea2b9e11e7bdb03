import { type ApiClient, createApiClient } from '@platform/shared-contracts/studio';

/** The contracts' client (the shared fake API stands in for it in component tests). */
export type StudioApi = ApiClient;

/**
 * Calls the studio on the page's own origin with the game session token (header x-game-session); the member's
 * own token never reaches the game.
 */
export function createStudioClient(getGameSession: () => string | null, language: string): StudioApi {
  return createApiClient({ baseUrl: '', getGameSession, getLanguage: () => language });
}

/** The catalogue code of any failure a call threw. */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'SYSTEM_ERROR';
}
