import { useTranslation } from 'react-i18next';
import { LocalLink } from '../routing/LocalLink';

/** The product mark: a paper-plane glyph and the name, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <LocalLink to="/" className="brand" aria-label={`${t('common:appName')}, ${t('common:nav.home')}`}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0b63ce" />
        <path d="M7 19.5 25 9l-6.5 16-3.2-6.3L7 19.5Z" fill="#fff" />
      </svg>
      <span className="brand-name">{t('common:appName')}</span>
    </LocalLink>
  );
}
