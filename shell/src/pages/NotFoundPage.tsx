import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../language/use-language';
import { ButtonLink, StatusView } from '../public/components';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <StatusView
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <ButtonLink to="/" variant="primary">
          {t('common:actions.backHome')}
        </ButtonLink>
      }
    />
  );
}
