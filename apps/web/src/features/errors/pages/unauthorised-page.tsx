import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';

/** /portal/unauthorised: explicit authorisation required. */
export function UnauthorisedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      color="orange"
      icon={<IconLock size={40} />}
      title={t('errors.unauthorised.title')}
      text={t('errors.unauthorised.text')}
    />
  );
}
