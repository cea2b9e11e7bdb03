import { IconButton, useMediaQuery } from '@platform/shared-ui';
import { type ReactNode, useState } from 'react';
import { useLobbyText } from '../i18n/lobby-i18n';

/** What the player asked of an autoplaying carousel: stopped, or not (decision 150). */
export interface Rotation {
  stopped: boolean;
  /** The button that stops and starts it; null when nothing autoplays. */
  control: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The rotation control of the WAI-ARIA carousel pattern: slides that move by themselves can be stopped and started
 * again with a button (WCAG 2.2.2). A player whose system asks for reduced motion starts with them stopped.
 */
export function useRotation(autoplays: boolean): Rotation {
  const { t } = useLobbyText();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [choice, setChoice] = useState<boolean | null>(null);
  const stopped = choice ?? reducedMotion;
  const control = autoplays ? (
    <IconButton
      className="lobby-rotation"
      size="sm"
      variant="secondary"
      label={stopped ? t('slides_start') : t('slides_stop')}
      onClick={() => setChoice(!stopped)}
      data-testid="rotation"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
        {stopped ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
      </svg>
    </IconButton>
  ) : null;
  return { stopped, control };
}
