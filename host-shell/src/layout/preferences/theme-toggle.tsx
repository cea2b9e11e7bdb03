import type { Theme } from '@platform/shared-contracts/client';
import { Icon, IconButton } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { themeAtom } from '../../store/host-store';
import { useLayoutServices } from '../layout-services';

/** One button that switches between the light and the dark theme. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useAtomValue(themeAtom);
  const { applyTheme } = useLayoutServices();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      className={`theme-toggle ${className ?? ''}`}
      label={t(next === 'dark' ? 'layout.preferences.toDark' : 'layout.preferences.toLight')}
      onClick={() => applyTheme(next)}
      data-testid="theme-toggle"
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </IconButton>
  );
}

/** Light / dark as two choices side by side, for the mobile side menu. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useAtomValue(themeAtom);
  const { applyTheme } = useLayoutServices();
  const labelId = useId();
  return (
    <div className="pref-row">
      <span className="pref-row__label" id={labelId}>
        <Icon name={theme === 'dark' ? 'moon' : 'sun'} size={18} />
        {t('layout.preferences.theme')}
      </span>
      <div className="segmented" role="radiogroup" aria-labelledby={labelId}>
        {(['light', 'dark'] as const).map((option) => (
          // biome-ignore lint/a11y/useSemanticElements: a two-choice segmented control, styled as buttons
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={theme === option}
            className="segmented__option"
            onClick={() => theme !== option && applyTheme(option)}
          >
            <Icon name={option === 'dark' ? 'moon' : 'sun'} size={16} />
            {t(`layout.preferences.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
