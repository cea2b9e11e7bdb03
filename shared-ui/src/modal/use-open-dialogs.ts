import { useSyncExternalStore } from 'react';
import { openDialogCount, watchDialogs } from './modal-stack';

/**
 * How many dialogs (`Modal`) are open in the page, whichever bundle opened them, kept up to date: for something that
 * should not open over another dialog (an announcement over the login form, say).
 */
export function useOpenDialogs(): number {
  return useSyncExternalStore(watchDialogs, openDialogCount, openDialogCount);
}
