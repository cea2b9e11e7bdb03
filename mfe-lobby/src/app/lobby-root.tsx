import type { RemoteProps } from '@platform/shared-contracts/client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ScreenSkeleton } from '../components/screen-skeleton';
import { VendorPopup } from '../components/vendor-popup';
import { useLobbyBundle } from '../i18n/lobby-i18n';
import { lobbyQueryClient } from '../lib/query-client';
import { hasRemoteProps, RemotePropsProvider } from './remote-context';
import '../styles/lobby.css';

/**
 * What every exposed screen stands in: the host's props, the lobby's query cache, the lobby's texts (a card-shaped
 * skeleton until they are there), and the vendor popup any screen may open.
 */
export function LobbyRoot({
  props,
  testId,
  skeleton = <ScreenSkeleton />,
  children,
}: {
  props: Partial<RemoteProps>;
  testId: string;
  /** What stands in while the texts load: shaped like the screen. */
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="lobby-root" data-testid={testId}>
      {hasRemoteProps(props) && (
        <RemotePropsProvider value={props}>
          <QueryClientProvider client={lobbyQueryClient}>
            <WithTexts language={props.language} skeleton={skeleton}>
              {children}
            </WithTexts>
          </QueryClientProvider>
        </RemotePropsProvider>
      )}
    </div>
  );
}

function WithTexts({
  language,
  skeleton,
  children,
}: {
  language: string;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  const ready = useLobbyBundle(language);
  if (!ready) return skeleton;
  return (
    <>
      {children}
      <VendorPopup />
    </>
  );
}
