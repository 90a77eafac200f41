import { useTranslation } from 'react-i18next';
import { LocalLink } from '../routing/LocalLink';

const COLUMNS = [
  { titleKey: 'common:footer.company', links: ['about', 'services', 'contact'] },
  { titleKey: 'common:footer.help', links: ['support', 'faq', 'docs', 'api'] },
  { titleKey: 'common:footer.legal', links: ['terms', 'privacy'] },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="columns">
          <div>
            <h2>{t('common:appName')}</h2>
            <p>{t('footer.about')}</p>
          </div>
          {COLUMNS.map((column) => (
            <div key={column.titleKey}>
              <h3>{t(column.titleKey)}</h3>
              <ul>
                {column.links.map((link) => (
                  <li key={link}>
                    <LocalLink to={`/${link}`}>{t(`common:nav.${link}`)}</LocalLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="rights">{t('common:footer.rights', { year: new Date().getFullYear() })}</div>
      </div>
    </footer>
  );
}
