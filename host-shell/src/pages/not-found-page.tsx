import { Button, Empty } from '@platform/shared-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../app/routing/routing';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page">
      <Empty
        heading="h1"
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={<Button onClick={() => navigate('/')}>{t('notFound.home')}</Button>}
      />
    </div>
  );
}
