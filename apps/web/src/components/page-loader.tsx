import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" aria-live="polite">
      <Loader role="progressbar" aria-label={t('common.loading')} />
    </Center>
  );
}
