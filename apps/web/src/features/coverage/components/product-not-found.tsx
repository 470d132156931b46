import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A product that does not exist, or (for customers and visitors) is no longer offered. */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden />} title={t('coverage.show.notFoundTitle')}>
      {t('coverage.show.notFound')}
    </Alert>
  );
}
