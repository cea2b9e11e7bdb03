import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addAuthBundles } from '../i18n/auth-i18n';
import '../styles/auth.css';
import { type AuthRemoteProps, RemotePropsProvider } from './remote-context';

/**
 * What both exposes wrap themselves in: the auth translations added to the host's i18next (once), and the
 * host's props for every component below.
 */
export function AuthRoot({ props, children }: { props: AuthRemoteProps; children: ReactNode }) {
  const { i18n } = useTranslation();
  // Added during the first render, before any child asks for the namespace.
  useState(() => addAuthBundles(i18n));
  return <RemotePropsProvider value={props}>{children}</RemotePropsProvider>;
}

export { hasRemoteProps } from '@platform/shared-ui';
