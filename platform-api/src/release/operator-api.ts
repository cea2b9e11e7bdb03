import { type ApiClient, createApiClient, operatorLoginCall } from '@platform/shared-contracts/server';

export type OperatorCredentials = { token: string } | { username: string; password: string; code: string };

/** An API client signed in as the operator the credentials name (a session token, or password and TOTP code). */
export async function operatorApi(
  apiUrl: string,
  credentials: OperatorCredentials,
  fetchImpl?: typeof fetch,
): Promise<ApiClient> {
  let token = 'token' in credentials ? credentials.token : null;
  const api = createApiClient({
    baseUrl: apiUrl,
    getToken: () => token,
    timeoutMs: 60_000,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  if (!('token' in credentials)) ({ token } = await api.call(operatorLoginCall, credentials));
  return api;
}
