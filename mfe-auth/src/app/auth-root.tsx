import type { ReactNode } from 'react';
import { useAuthBundle } from '../i18n/auth-i18n';
import '../styles/auth.css';
import { type AuthRemoteProps, RemotePropsProvider } from './remote-context';

/**
 * What both exposes wrap themselves in: the auth texts of the host's language added to its i18next (loaded on
 * demand, once), and the host's props for every component below. Until the texts are there, `fallback` stands in,
 * so no raw key is ever shown.
 */
export function AuthRoot({
  props,
  fallback = null,
  children,
}: {
  props: AuthRemoteProps;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const ready = useAuthBundle(props.language);
  if (!ready) return fallback;
  return <RemotePropsProvider value={props}>{children}</RemotePropsProvider>;
}

export { hasRemoteProps } from '@platform/shared-ui';
