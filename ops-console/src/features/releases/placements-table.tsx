import { REMOTE_OUTCOMES } from '@platform/shared-contracts/client';
import type { ReleasePlacement } from '@platform/shared-contracts/operator';
import { useText } from '../../i18n/console-i18n';
import { formatRate } from '../../lib/format';
import { TableScroll } from '../../lib/table-scroll';
import type { ReleaseActionTarget } from './release-action';
import { ReleaseActionButton } from './release-action-button';

/** What an operator can do with one placement: traffic and promote for a canary, pin or unpin in a region. */
function PlacementActions({
  placement: p,
  onChoose,
}: {
  placement: ReleasePlacement;
  onChoose: (target: ReleaseActionTarget) => void;
}) {
  const { t } = useText();
  const placed = { remote: p.remote, version: p.version, merchantCode: p.merchantCode };
  return (
    <div className="ops-actions ops-actions--cell">
      {!p.isDefault && (
        <ReleaseActionButton
          label={t('release_traffic')}
          target={{ kind: 'traffic', ...placed, trafficShare: p.trafficShare }}
          onChoose={onChoose}
        />
      )}
      {!p.isDefault && (
        <ReleaseActionButton
          label={t('release_promote')}
          target={{ kind: 'promote', ...placed }}
          onChoose={onChoose}
        />
      )}
      {p.merchantCode && !p.pinned && (
        <ReleaseActionButton
          label={t('release_pin')}
          variant="ghost"
          target={{ kind: 'pin', ...placed }}
          onChoose={onChoose}
        />
      )}
      {p.merchantCode && p.pinned && (
        <ReleaseActionButton
          label={t('release_unpin')}
          variant="ghost"
          target={{ kind: 'unpin', remote: p.remote, merchantCode: p.merchantCode }}
          onChoose={onChoose}
        />
      )}
    </div>
  );
}

/** One remote's placements: scope, version, traffic, state, error rate, outcomes and actions. */
export function PlacementsTable({
  name,
  placements,
  onChoose,
}: {
  name: string;
  placements: readonly ReleasePlacement[];
  onChoose: (target: ReleaseActionTarget) => void;
}) {
  const { t } = useText();
  return (
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
                <PlacementActions placement={p} onChoose={onChoose} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
