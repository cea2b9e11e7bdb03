import type { ReleaseArtifact } from '@platform/shared-contracts/operator';
import { useText } from '../../i18n/console-i18n';
import { formatBytes, formatTime } from '../../lib/format';
import type { ReleaseActionKind, ReleaseActionTarget } from './release-action';
import { ReleaseActionButton } from './release-action-button';

/** What a published version offers: a canary's traffic, promotion, or a pin, each in a region the operator chooses. */
const ARTIFACT_ACTIONS = [
  { kind: 'traffic', label: 'release_traffic', variant: 'secondary' },
  { kind: 'promote', label: 'release_promote', variant: 'secondary' },
  { kind: 'pin', label: 'release_pin', variant: 'ghost' },
] as const satisfies readonly { kind: ReleaseActionKind; label: string; variant: 'secondary' | 'ghost' }[];

/** One remote's published versions: size and its growth, props version, publisher, time, integrity, actions. */
export function ArtifactsList({
  artifacts,
  merchantCode,
  onChoose,
}: {
  artifacts: readonly ReleaseArtifact[];
  /** The region the screen is filtered to, offered first in the action's dialog. */
  merchantCode: string | null;
  onChoose: (target: ReleaseActionTarget) => void;
}) {
  const { t, language } = useText();
  return (
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
            {ARTIFACT_ACTIONS.map(({ kind, label, variant }) => (
              <ReleaseActionButton
                key={kind}
                label={t(label)}
                variant={variant}
                target={{ kind, remote: a.remote, version: a.version, merchantCode, chooseRegion: true }}
                onChoose={onChoose}
              />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
