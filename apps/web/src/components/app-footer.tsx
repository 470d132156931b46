import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Footer with the current year. */
export function AppFooter({ c = 'dimmed' }: { c?: string }) {
  const { t } = useTranslation();
  return (
    <Text component="p" size="sm" c={c} ta="center" m={0}>
      {t('app.footer', { year: new Date().getFullYear() })}
    </Text>
  );
}
