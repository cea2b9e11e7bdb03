import { screenKey } from '@platform/shared-contracts/client';
import { Button, Icon, Skeleton } from '@platform/shared-ui';
import { useAtom } from 'jotai';
import {
  Component,
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { leadImagesAtom } from '../store/host-store';
import { LeadStandIn, standInShown } from './lead-stand-in';
import { loadRemoteModule } from './load-remote-module';
import { reportOutcome } from './outcome-report';
import { releaseOf } from './remote-registry';

interface RemoteSlotProps<P extends object> {
  remote: { name: string };
  module: string;
  props: P;
  /** What the area is, for the fallback text ("Sign-in"). */
  area: string;
  /** `inline` slots (header) get a compact fallback; `page` slots a full panel; `overlay` slots show nothing while loading. */
  variant?: 'page' | 'inline' | 'overlay';
  /**
   * The level of the "not available" panel's heading: 1 where the slot is the whole of a route's content (the page's
   * only heading), 2 inside a dialog that has its own title.
   */
  headingLevel?: 1 | 2;
  testId?: string;
}

type State<P> =
  | { kind: 'loading' }
  | { kind: 'ready'; Component: ComponentType<P> }
  | { kind: 'failed' }
  | { kind: 'unavailable' };

class RenderBoundary extends Component<
  { remote: string; fallback: (reset: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('remote render failed', error);
    reportOutcome(this.props.remote, 'RENDER_FAILED');
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

/** Tells the server the remote rendered, once its first render is on the page (the effect runs after commit). */
function Rendered({ remote, children }: { remote: string; children: ReactNode }) {
  useEffect(() => reportOutcome(remote, 'LOADED'), [remote]);
  return children;
}

function Fallback({
  area,
  variant,
  onRetry,
  testId,
}: {
  area: string;
  variant: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`remote-fallback remote-fallback--${variant}`}
      role="alert"
      data-testid={testId ? `${testId}-fallback` : undefined}
    >
      <Icon name="warning" size={variant === 'inline' ? 16 : 28} />
      <span>{t('remote.failed', { area })}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <Icon name="refresh" size={14} /> {t('remote.retry')}
      </Button>
    </div>
  );
}

/** A retry in one slot retries every slot of the same remote (the header form and the modals share a remote). */
const retries = new EventTarget();

/**
 * Where a remote mounts. It loads the remote's module at run time (timeout, retries, fallback URL), and if the
 * remote cannot be loaded or throws while rendering, shows a fallback with a retry inside this area only.
 */
export function RemoteSlot<P extends object>({
  remote,
  module,
  props,
  area,
  variant = 'page',
  headingLevel = 2,
  testId,
}: RemoteSlotProps<P>) {
  const { t } = useTranslation();
  const [state, setState] = useState<State<P>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const screen = screenKey(remote.name, module);
  const [leads, setLeads] = useAtom(leadImagesAtom);
  const lead = leads[screen];
  // A page slot draws the lead image in its skeleton's place while loading; the remote, when it arrives, reads whether
  // one is on the page to wait for it to be shown.
  const standIn = variant === 'page' && state.kind === 'loading' ? lead : undefined;
  const standingIn = useRef(false);
  standingIn.current = standIn !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's trigger to load again.
  useEffect(() => {
    if (!releaseOf(remote.name)) {
      setState({ kind: 'unavailable' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    loadRemoteModule<P>(remote.name, module).then(
      async (Loaded) => {
        if (standingIn.current) await standInShown();
        if (live) setState({ kind: 'ready', Component: Loaded });
      },
      (error) => {
        console.error(`remote ${remote.name} failed to load`, error);
        reportOutcome(remote.name, 'LOAD_FAILED');
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote.name, module, attempt]);

  // The lead image is for this visit of the screen only: a later one (another language, perhaps) draws its own.
  useEffect(() => () => setLeads(({ [screen]: _shown, ...others }) => others), [screen, setLeads]);

  useEffect(() => {
    const again = () => setAttempt((n) => n + 1);
    retries.addEventListener(remote.name, again);
    return () => retries.removeEventListener(remote.name, again);
  }, [remote.name]);
  const retry = useCallback(() => retries.dispatchEvent(new Event(remote.name)), [remote.name]);

  const version = releaseOf(remote.name)?.version;
  const mark = (content: ReactNode) => (
    <div className="remote-slot" data-remote={remote.name} data-remote-version={version}>
      {content}
    </div>
  );
  if (state.kind === 'unavailable') {
    if (variant !== 'page') return null;
    const Heading = headingLevel === 1 ? 'h1' : 'h2';
    return (
      <section className="remote-unavailable" data-testid={testId ? `${testId}-unavailable` : undefined}>
        <Icon name="info" size={28} />
        <Heading>{t('remote.unavailableTitle', { area })}</Heading>
        <p>{t('remote.unavailableText')}</p>
      </section>
    );
  }
  if (state.kind === 'failed')
    return mark(<Fallback area={area} variant={variant} onRetry={retry} testId={testId} />);
  if (state.kind === 'loading') {
    if (variant === 'overlay') return null;
    if (variant === 'inline') return mark(<Skeleton width={160} height={36} />);
    // The lead image takes the skeleton's place rather than coming above it: a skeleton already drawn would move down.
    return mark(standIn ? <LeadStandIn image={standIn} /> : <Skeleton lines={4} />);
  }
  const Loaded = state.Component;
  return mark(
    <RenderBoundary
      remote={remote.name}
      fallback={(reset) => (
        <Fallback
          area={area}
          variant={variant}
          onRetry={() => {
            reset();
            retry();
          }}
          testId={testId}
        />
      )}
    >
      <Rendered remote={remote.name}>
        <Loaded {...(lead ? { ...props, leadImage: lead } : props)} />
      </Rendered>
    </RenderBoundary>,
  );
}
