import { REMOTE_OUTCOMES, REMOTES } from '@platform/shared-contracts/client';
import { operatorReleasesCall, type ReleasePlacement } from '@platform/shared-contracts/operator';
import { Button, Empty, Field, Select, Skeleton } from '@platform/shared-ui';
import { useState } from 'react';
import { useRegions } from '../../app/regions';
import { useText } from '../../i18n/console-i18n';
import { ErrorMessage } from '../../lib/error-message';
import { formatBytes, formatRate, formatTime } from '../../lib/format';
import { TableScroll } from '../../lib/table-scroll';
import { useCallQuery } from '../../lib/use-call';
import { AuditList } from './audit-list';
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
  const { t, language } = useText();
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
                <TableScroll label={name}>
                  <table className="ops-table">
                    <thead>
                      <tr>
                        <th>{t('scope')}</th>
                        <th>{t('version')}</th>
                        <th>{t('traffic_share')}</th>
                        <th>{t('state')}</th>
                        <th>{t('error_rate')}</th>
                        <th>{t('outcomes')}</th>
                        <th>{t('actions')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {placements.map((p) => (
                        <tr
                          key={`${p.merchantCode}-${p.version}`}
                          data-testid={`placement-${p.merchantCode ?? 'ALL'}-${p.version}`}
                          className={p.state === 'PULLED' ? 'ops-row--pulled' : undefined}
                        >
                          <td>{p.merchantCode ?? t('brand_wide')}</td>
                          <td>
                            <strong>{p.version}</strong>
                            {p.isDefault && <span className="ops-badge">{t('default')}</span>}
                            {p.pinned && <span className="ops-badge ops-badge--info">{t('pinned')}</span>}
                          </td>
                          <td>{p.isDefault ? t('the_rest') : `${p.trafficShare}%`}</td>
                          <td>
                            <span className={`ops-badge ops-badge--${p.state === 'LIVE' ? 'ok' : 'danger'}`}>
                              {t(`state_${p.state}`)}
                            </span>
                            {p.pulledReason && <div className="ops-muted">{p.pulledReason}</div>}
                          </td>
                          <td>{formatRate(p.errorRate)}</td>
                          <td className="ops-outcomes">
                            {REMOTE_OUTCOMES.map((outcome) => (
                              <span key={outcome}>
                                {t(`outcome_${outcome}`)} {p.outcomes[outcome]}
                              </span>
                            ))}
                          </td>
                          <td>
                            <div className="ops-actions ops-actions--cell">
                              {!p.isDefault && (
                                <Button
                                  size="sm"
                                  variant="secondary"
                                  onClick={() =>
                                    setAction({
                                      kind: 'traffic',
                                      remote: p.remote,
                                      version: p.version,
                                      merchantCode: p.merchantCode,
                                      trafficShare: p.trafficShare,
                                    })
                                  }
                                >
                                  {t('release_traffic')}
                                </Button>
                              )}
                              {!p.isDefault && (
                                <Button
                                  size="sm"
                                  variant="secondary"
                                  onClick={() =>
                                    setAction({
                                      kind: 'promote',
                                      remote: p.remote,
                                      version: p.version,
                                      merchantCode: p.merchantCode,
                                    })
                                  }
                                >
                                  {t('release_promote')}
                                </Button>
                              )}
                              {p.merchantCode && !p.pinned && (
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  onClick={() =>
                                    setAction({
                                      kind: 'pin',
                                      remote: p.remote,
                                      version: p.version,
                                      merchantCode: p.merchantCode,
                                    })
                                  }
                                >
                                  {t('release_pin')}
                                </Button>
                              )}
                              {p.merchantCode && p.pinned && (
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  onClick={() =>
                                    setAction({
                                      kind: 'unpin',
                                      remote: p.remote,
                                      merchantCode: p.merchantCode,
                                    })
                                  }
                                >
                                  {t('release_unpin')}
                                </Button>
                              )}
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
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
              <ul className="ops-artifacts">
                {artifacts.map((a) => (
                  <li key={a.version} data-testid={`artifact-${a.remote}-${a.version}`}>
                    <div>
                      <strong>{a.version}</strong>{' '}
                      <span className="ops-muted">
                        {formatBytes(a.bytes)}
                        {a.bytesOverPrevious !== null && ` (${formatBytes(a.bytesOverPrevious, true)})`} ·{' '}
                        {t('props_version', { version: a.propsVersion })} · {a.publishedBy} ·{' '}
                        {formatTime(a.publishedAt, language)}
                      </span>
                      <div className="ops-mono">{a.integrity}</div>
                    </div>
                    <div className="ops-actions">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          setAction({
                            kind: 'traffic',
                            remote: a.remote,
                            version: a.version,
                            merchantCode: merchantCode || null,
                            chooseRegion: true,
                          })
                        }
                      >
                        {t('release_traffic')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          setAction({
                            kind: 'promote',
                            remote: a.remote,
                            version: a.version,
                            merchantCode: merchantCode || null,
                            chooseRegion: true,
                          })
                        }
                      >
                        {t('release_promote')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          setAction({
                            kind: 'pin',
                            remote: a.remote,
                            version: a.version,
                            merchantCode: merchantCode || null,
                            chooseRegion: true,
                          })
                        }
                      >
                        {t('release_pin')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      <AuditList {...(remote ? { remote } : {})} {...(merchantCode ? { merchantCode } : {})} />
      {action && <ReleaseActionDialog target={action} onClose={() => setAction(null)} />}
      {publishing && <PublishDialog onClose={() => setPublishing(false)} />}
    </div>
  );
}
