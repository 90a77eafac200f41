import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../config/runtime-config';
import { useLanguage } from './use-language';

/** EN | FR switch of the header (languages of /config.json); the choice is stored and the URL prefix rewritten. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguage();
  const { languages } = useRuntimeConfig();
  return (
    <div className="lang-switch" role="group" aria-label={t('common:language.label')}>
      {languages.map((value) => (
        <button key={value} type="button" lang={value} title={t(`common:language.${value}`)} aria-pressed={value === language} onClick={() => value !== language && switchLanguage(value)}>
          {value.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
