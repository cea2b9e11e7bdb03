import { REMOTES } from '@platform/shared-contracts/client';
import { operatorReleasesCall, type ReleasePlacement } from '@platform/shared-contracts/operator';
import { Button, Empty, Field, Select, Skeleton } from '@platform/shared-ui';
import { useState } from 'react';
import { useRegions } from '../../app/regions';
import { useText } from '../../i18n/console-i18n';
import { ErrorMessage } from '../../lib/error-message';
import { formatRate } from '../../lib/format';
import { useCallQuery } from '../../lib/use-call';
import { ArtifactsList } from './artifacts-list';
import { AuditList } from './audit-list';
import { PlacementsTable } from './placements-table';
import { PublishDialog } from './publish-dialog';
import { ReleaseActionDialog, type ReleaseActionTarget } from './release-action';

const REMOTE_NAMES = Object.values(REMOTES).map((remote) => remote.name);

/** Placements of one remote, brand-wide first, then by region; the default before canaries. */
function byScope(placements: ReleasePlacement[]): ReleasePlacement[] {
  return [...placements].sort(
    (a, b) =>
      (a.merchantCode ?? '').localeCompare(b.merchantCode ?? '') ||
      Number(b.isDefault) - Number(a.isDefault) ||
      b.version.localeCompare(a.version),
  );
}

/** Per remote and region: versions, traffic, error rates and outcomes, pulled state; every release action. */
export function ReleasesScreen() {
  const { t } = useText();
  const regions = useRegions();
  const [remote, setRemote] = useState('');
  const [merchantCode, setMerchantCode] = useState('');
  const [action, setAction] = useState<ReleaseActionTarget | null>(null);
  const [publishing, setPublishing] = useState(false);
  const releases = useCallQuery(operatorReleasesCall, {
    ...(remote ? { remote: remote as never } : {}),
    ...(merchantCode ? { merchantCode } : {}),
  });
  const data = releases.data;
  const remotes = data
    ? [...new Set([...data.artifacts.map((a) => a.remote), ...data.placements.map((p) => p.remote)])].sort()
    : [];

  return (
    <div className="ops-screen">
      <div className="ops-screen__head">
        <h1>{t('screen_releases')}</h1>
        <Button onClick={() => setPublishing(true)}>{t('publish_release')}</Button>
      </div>
      <div className="ops-filters">
        <Field label={t('remote')} htmlFor="releases-remote">
          <Select
            id="releases-remote"
            value={remote}
            onChange={(event) => setRemote(event.currentTarget.value)}
            options={[
              { value: '', label: t('all') },
              ...REMOTE_NAMES.map((name) => ({ value: name, label: name })),
            ]}
          />
        </Field>
        <Field label={t('region')} htmlFor="releases-region">
          <Select
            id="releases-region"
            value={merchantCode}
            onChange={(event) => setMerchantCode(event.currentTarget.value)}
            options={[
              { value: '', label: t('all') },
              ...(regions.data ?? []).map((r) => ({ value: r.merchantCode, label: r.merchantCode })),
            ]}
          />
        </Field>
      </div>
      {data && (
        <p className="ops-muted">
          {t('auto_pull_rule', {
            rate: formatRate(data.autoPull.errorRate),
            reports: data.autoPull.minReports,
          })}
        </p>
      )}
      {releases.isPending && <Skeleton height={160} />}
      <ErrorMessage error={releases.error} />
      {data && remotes.length === 0 && <Empty title={t('no_releases')} />}
      {data &&
        remotes.map((name) => {
          const placements = byScope(data.placements.filter((p) => p.remote === name));
          const artifacts = data.artifacts.filter((a) => a.remote === name);
          // A scope offers a rollback only when there is something to go back to (the server says what).
          const rollbacks = placements.filter((p) => p.isDefault && p.rollbackTo !== null);
          return (
            <section key={name} className="ops-section" aria-label={name} data-testid={`remote-${name}`}>
              <h2>{name}</h2>
              {placements.length === 0 ? (
                <p className="ops-muted">{t('no_traffic_yet')}</p>
              ) : (
                <PlacementsTable name={name} placements={placements} onChoose={setAction} />
              )}
              <div className="ops-actions">
                {rollbacks.map(({ merchantCode: scope, rollbackTo }) => (
                  <Button
                    key={scope ?? 'ALL'}
                    size="sm"
                    variant="danger"
                    title={t(rollbackTo?.brandWide ? 'rollback_to_brand_wide' : 'rollback_to', {
                      version: rollbackTo?.version,
                    })}
                    onClick={() => setAction({ kind: 'rollback', remote: name, merchantCode: scope })}
                  >
                    {t('rollback_in', { scope: scope ?? t('brand_wide') })}
                  </Button>
                ))}
              </div>
              <h3>{t('published_versions')}</h3>
              <ArtifactsList artifacts={artifacts} merchantCode={merchantCode || null} onChoose={setAction} />
            </section>
          );
        })}
      <AuditList {...(remote ? { remote } : {})} {...(merchantCode ? { merchantCode } : {})} />
      {action && <ReleaseActionDialog target={action} onClose={() => setAction(null)} />}
      {publishing && <PublishDialog onClose={() => setPublishing(false)} />}
    </div>
  );
}
