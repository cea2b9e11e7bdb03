import {
  type OperatorRole,
  operatorRegionsCall,
  operatorSessionCall,
} from '@platform/shared-contracts/operator';
import type { FakeApi } from '@platform/shared-contracts/testing';
import { render, screen } from '@testing-library/react';
import { App } from '../app/app';
import type { ConsoleLanguage } from '../i18n/console-i18n';
import { saveToken } from '../session/operator-token';

export const REGIONS = [
  { merchantCode: 'DEMOKH', brand: 'Demo Cambodia', currency: 'KHR', maintenance: false },
  { merchantCode: 'DEMOTH', brand: 'Demo Thailand', currency: 'THB', maintenance: false },
];

export const EVERY_ROLE: OperatorRole[] = ['RELEASE_MANAGER', 'FINANCE', 'SUPPORT'];

/**
 * The whole console as a signed-in operator (a token in sessionStorage, as after a login) on the screen `hash`;
 * the fake answers who the operator is and its regions, and each test adds the calls its screen makes.
 */
export async function renderConsole(
  api: FakeApi,
  {
    roles = EVERY_ROLE,
    hash = '',
    language = 'EN',
  }: { roles?: OperatorRole[]; hash?: string; language?: ConsoleLanguage } = {},
) {
  saveToken('operator-token');
  window.location.hash = hash;
  api
    .on(operatorSessionCall, () => ({ username: 'ops01', roles, merchantCodes: [] }))
    .on(operatorRegionsCall, () => REGIONS);
  const view = render(<App api={api} language={language} theme="light" />);
  await screen.findByTestId('operator-name');
  return view;
}

/** Opens a screen the way an operator does: by the menu link's address. */
export function go(hash: string) {
  window.location.hash = hash;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
