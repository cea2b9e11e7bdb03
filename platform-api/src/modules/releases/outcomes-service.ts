import type { RemoteOutcome } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { recordOperatorAction } from '../operator-audit/operator-audit-service';
import { consumeRate } from '../rate-limit/rate-limiter';
import { sha256 } from '../security/tokens';
import { insertOutcome, pullFailingCanary } from './releases-store';

/** Reports one address may send a minute: a page load sends one per remote, a retry or two more. */
const REPORTS_PER_MINUTE = 60;

/**
 * Counts how a release fared at one address (a hash of it), once per outcome: the bucket is the browser's own word,
 * so naming other buckets does not make one address many reporters (decision 195). A failure may push
 * a canary past the auto-pull threshold: it is taken out of traffic at once and audited as the platform's own change.
 */
export async function reportRemoteOutcome(
  deps: Deps,
  ctx: RequestContext,
  input: { remote: string; version: string; outcome: RemoteOutcome; bucket: string },
): Promise<null> {
  await consumeRate(deps, {
    key: `remote-report:ip:${ctx.ip}`,
    windowSeconds: 60,
    limit: REPORTS_PER_MINUTE,
    code: 'TOO_MANY_ATTEMPTS',
  });
  const at = deps.now();
  const brandId = ctx.merchant.brandId;
  const scope = await insertOutcome(deps.db, {
    brandId,
    merchantCode: ctx.merchant.merchantCode,
    remote: input.remote,
    version: input.version,
    browser: sha256(ctx.ip).slice(0, 16),
    outcome: input.outcome,
    at,
  });
  if (scope === null || input.outcome === 'LOADED') return null;
  await deps.db.transaction(async (tx) => {
    const pulled = await pullFailingCanary(
      tx,
      { brandId, scope, remote: input.remote, version: input.version },
      deps.config.releaseAutoPull,
      at,
    );
    if (!pulled) return;
    await recordOperatorAction(tx, {
      at,
      operatorId: null,
      area: 'release',
      action: 'AUTO_PULL',
      merchantCode: scope === '' ? null : scope,
      subject: input.remote,
      reason: `${pulled.failed} of ${pulled.reporting} reporting browsers failed, above the ${deps.config.releaseAutoPull.errorRate * 100}% threshold`,
      detail: { version: input.version, text: `traffic ${pulled.share}% -> 0%, pulled` },
    });
  });
  return null;
}
