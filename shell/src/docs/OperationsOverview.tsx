import { useTranslation } from 'react-i18next';
import { useLanguage } from '../language/use-language';
import { operationsByTag, summaryOf, type OpenApi } from './openapi';
import './docs.css';

/** Every operation under its product: method, path and what it does (no component library: signed-out pages stay light). */
export function OperationsOverview({ document }: { document: OpenApi }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="stack">
      {operationsByTag(document).map(({ tag, operations }) => (
        <section key={tag} className="card">
          <h2>{t(`developers.tags.${tag}`, { defaultValue: tag })}</h2>
          <table className="operations">
            <thead>
              <tr>
                <th scope="col">{t('developers.method')}</th>
                <th scope="col">{t('developers.path')}</th>
                <th scope="col">{t('developers.operation')}</th>
              </tr>
            </thead>
            <tbody>
              {operations.map(({ method, path, operation }) => (
                <tr key={operation.operationId}>
                  <td>
                    <span className={`method method-${method}`}>{method.toUpperCase()}</span>
                  </td>
                  <td>
                    <code>{path}</code>
                  </td>
                  <td>{summaryOf(operation, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
