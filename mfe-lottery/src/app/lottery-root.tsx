import type { RemoteProps } from '@platform/shared-contracts/client';
import { Skeleton } from '@platform/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLotteryBundle } from '../i18n/lottery-i18n';
import { lotteryQueryClient } from '../lib/query-client';
import { LiveResultsProvider } from './live-results';
import { hasRemoteProps, RemotePropsProvider } from './remote-context';
import '../styles/lottery.css';

/** What the exposed screen stands in: the host's props, the lottery's query cache and its texts. */
export function LotteryRoot({
  props,
  testId,
  children,
}: {
  props: Partial<RemoteProps>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="lottery-root" data-testid={testId}>
      {hasRemoteProps(props) && (
        <RemotePropsProvider value={props}>
          <QueryClientProvider client={lotteryQueryClient}>
            <LiveResultsProvider>
              <WithTexts language={props.language}>{children}</WithTexts>
            </LiveResultsProvider>
          </QueryClientProvider>
        </RemotePropsProvider>
      )}
    </div>
  );
}

function WithTexts({ language, children }: { language: string; children: ReactNode }) {
  const ready = useLotteryBundle(language);
  if (!ready) return <Skeleton height={320} />;
  return <>{children}</>;
}
