import { Button } from '@platform/shared-ui';
import type { ReleaseActionTarget } from './release-action';

/** A small button that opens the release action dialog for `target`. */
export function ReleaseActionButton({
  target,
  label,
  variant = 'secondary',
  onChoose,
}: {
  target: ReleaseActionTarget;
  label: string;
  variant?: 'secondary' | 'ghost';
  onChoose: (target: ReleaseActionTarget) => void;
}) {
  return (
    <Button size="sm" variant={variant} onClick={() => onChoose(target)}>
      {label}
    </Button>
  );
}
