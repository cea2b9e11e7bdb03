import type { RemoteProps } from '@platform/shared-contracts/client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
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
  lead,
  prefetch,
  children,
}: {
  props: Partial<RemoteProps>;
  testId: string;
  /** What stands in while the texts load: shaped like the screen. */
  skeleton?: ReactNode;
  /**
   * The screen's top part when it needs none of the lobby's texts to be drawn (the home banners, the page's largest
   * paint): drawn at once, above the skeleton, and kept in place when the texts arrive.
   */
  lead?: ReactNode;
  /** The screen's first reads, started at mount so they do not wait for the texts. */
  prefetch?: (client: QueryClient, props: RemoteProps) => void;
  children: ReactNode;
}) {
  // Once, during the first render: an effect would wait for the skeleton's paint.
  useState(() => {
    if (prefetch && hasRemoteProps(props)) prefetch(lobbyQueryClient, props);
  });
  return (
    <div className="lobby-root" data-testid={testId}>
      {hasRemoteProps(props) && (
        <RemotePropsProvider value={props}>
          <QueryClientProvider client={lobbyQueryClient}>
            {lead && <div className="lobby-lead">{lead}</div>}
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
