import type { ApiClient, EventBus, LanguageCode, Theme } from '@platform/shared-contracts/client';
import { createContext, useContext } from 'react';
import { api, bus } from '../platform/platform';
import { applyTheme, chooseLanguage } from '../platform/preferences';

/** What the layout does outside React: the page's bus and client, preferences, a full reload. Tests pass their own. */
export interface LayoutServices {
  bus: EventBus;
  api: ApiClient;
  chooseLanguage: (language: LanguageCode) => Promise<void> | void;
  applyTheme: (theme: Theme) => void;
  /** Leaves the single-page app and loads `path` afresh (the region switch). */
  reloadAt: (path: string) => void;
}

export const platformServices: LayoutServices = {
  bus,
  api,
  chooseLanguage,
  applyTheme: (theme) => applyTheme(theme),
  reloadAt: (path) => window.location.assign(path),
};

export const LayoutServicesContext = createContext<LayoutServices>(platformServices);

export function useLayoutServices(): LayoutServices {
  return useContext(LayoutServicesContext);
}
