import type { ApiClient } from '@platform/shared-contracts/client';
import { createContext, useContext } from 'react';

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiContext');
  return api;
}
