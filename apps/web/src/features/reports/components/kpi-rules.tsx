import { useId } from 'react';
import { List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KPI_RULES } from '@gsn/domain';

/**
 * The rule of each KPI (ITU-T E.411 / E.425) beside the figures, so a reader can check how they were computed; days
 * and hours are UTC.
 */
export function KpiRules() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="aside" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId} mb="xs">
        {t('reports.rules.title')}
      </Title>
      <List size="sm" spacing={6} data-testid="kpi-rules">
        {(Object.keys(KPI_RULES) as (keyof typeof KPI_RULES)[]).map((k) => (
          <List.Item key={k}>{t(`reports.rules.${k}`)}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        {t('reports.rules.note')}
      </Text>
    </Paper>
  );
}
