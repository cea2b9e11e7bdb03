import {
  type ApiClient,
  type RemoteName,
  type RemoteOutcome,
  reportRemoteOutcomeCall,
} from '@platform/shared-contracts/client';

interface Reporter {
  api: ApiClient;
  bucket: string;
  versionOf: (remote: string) => string | undefined;
}

let reporter: Reporter | null = null;
/** What was reported per remote in this page load: one success, and one failure even after a success. */
const reported = new Map<string, 'ok' | 'failed'>();

/** Set once the registry answered: reports go to this API with this browser's bucket. */
export function startOutcomeReports(next: Reporter): void {
  reporter = next;
  reported.clear();
}

/**
 * Tells the server how a remote release fared in this browser (decision 087), at most once per remote and page
 * load (a failure after a success is still told: a canary's error rate depends on it). Fire and forget, after the
 * current task, so it never delays a paint; a report that cannot be sent is dropped.
 */
export function reportOutcome(remote: string, outcome: RemoteOutcome): void {
  const kind = outcome === 'LOADED' ? 'ok' : 'failed';
  const before = reported.get(remote);
  if (!reporter || before === 'failed' || (before === 'ok' && kind === 'ok')) return;
  const version = reporter.versionOf(remote);
  if (!version) return;
  reported.set(remote, kind);
  const { api, bucket } = reporter;
  setTimeout(() => {
    api
      .call(reportRemoteOutcomeCall, { remote: remote as RemoteName, version, outcome, bucket })
      .catch(() => undefined);
  }, 0);
}
