import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';

/** /portal/404 and every unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      color="blue"
      icon={<IconMapQuestion size={40} />}
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
    />
  );
}
