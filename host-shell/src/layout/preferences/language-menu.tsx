import { LANGUAGES, type LanguageCode } from '@platform/shared-contracts/client';
import { Icon } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { languageAtom } from '../../store/host-store';
import { DropdownMenu } from '../dropdown-menu';
import { useLayoutServices } from '../layout-services';
import { htmlLang } from './html-lang';

const OPTIONS = LANGUAGES.map((code) => ({
  value: code,
  label: LANGUAGE_NAMES[code],
  hint: code,
  lang: htmlLang(code),
}));

/** The header's language selector: all 34 languages by their own names. */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom) as LanguageCode;
  const { chooseLanguage } = useLayoutServices();
  return (
    <DropdownMenu
      className={`language-menu ${className ?? ''}`}
      label={t('layout.preferences.languageCurrent', { language: LANGUAGE_NAMES[language] ?? language })}
      trigger={
        <>
          <Icon name="globe" size={18} />
          <span className="language-menu__name" lang={htmlLang(language)}>
            {LANGUAGE_NAMES[language] ?? language}
          </span>
          <span className="language-menu__code">{language}</span>
        </>
      }
      options={OPTIONS}
      value={language}
      columns={2}
      onSelect={(code) => void chooseLanguage(code as LanguageCode)}
      testId="language-menu"
    />
  );
}

/** The language choice as a native select, for the mobile side menu (the phone's own picker). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const language = useAtomValue(languageAtom);
  const { chooseLanguage } = useLayoutServices();
  return (
    <div className="pref-row">
      <label htmlFor={id} className="pref-row__label">
        <Icon name="globe" size={18} />
        {t('layout.preferences.language')}
      </label>
      <span className="native-select">
        <select
          id={id}
          value={language}
          lang={htmlLang(language)}
          onChange={(event) => void chooseLanguage(event.target.value as LanguageCode)}
          data-testid="language-select"
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={htmlLang(code)}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} />
      </span>
    </div>
  );
}
