import { isMemberCentreReadyPage } from '@platform/shared-contracts/client';
import { Suspense, useRef, useState } from 'react';
import { LoadFailed, PageLoading } from '../components/load-states';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page';
import { useMemberText } from '../i18n/member-i18n';
import { mcPageAtom, useCentreAtom } from '../store';
import { CentreMenu } from './centre-menu';
import { PageBoundary } from './page-boundary';
import { forgetPage, lazyPage } from './page-loaders';
import type { CentrePage, ReadyPage } from './pages';
import { useRemote } from './remote-context';

/** The menu and the current page (mcPage). Choosing a page moves focus to its heading, for keyboards and readers. */
export function CentreLayout() {
  const { t } = useMemberText();
  const { session } = useRemote();
  const [page, setPage] = useCentreAtom(mcPageAtom);
  const heading = useRef<HTMLHeadingElement>(null);

  const select = (next: CentrePage) => {
    setPage(next);
    // After React has drawn the new page's heading.
    requestAnimationFrame(() => heading.current?.focus({ preventScroll: false }));
  };

  return (
    <div className="mc-layout">
      <CentreMenu current={page} isAgent={session.isAgent} onSelect={select} />
      <section className="mc-page" aria-labelledby="mc-page-title" data-testid={`mc-page-${page}`}>
        <h3 id="mc-page-title" className="mc-page__title" ref={heading} tabIndex={-1}>
          {t(`page_${page}`)}
        </h3>
        {isMemberCentreReadyPage(page) ? (
          <ReadyPageView key={page} page={page} />
        ) : (
          <ComingSoonPage page={page} />
        )}
      </section>
    </div>
  );
}

function ReadyPageView({ page }: { page: ReadyPage }) {
  const { t } = useMemberText();
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(page);
  const retry = () => {
    forgetPage(page);
    setAttempt((n) => n + 1);
  };
  return (
    <PageBoundary key={attempt} fallback={<LoadFailed message={t('page_failed')} onRetry={retry} />}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}
