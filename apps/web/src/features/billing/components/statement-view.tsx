import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCharge } from '../../coverage';
import type { StatementDetail } from '../api/use-statements';
import { LINE_GROUPS } from '../lib/explain';
import { StatementLines } from './statement-lines';

/** A statement's totals: each group's sum, the exact total and the amount due (to the cent). */
function Totals({ s }: { s: StatementDetail }) {
  const { t } = useTranslation();
  const items = [
    ...LINE_GROUPS.map((g) => ({ key: g.key, label: t(`billing.groups.${g.key}`), value: s[g.total] })),
    { key: 'total', label: t('billing.statements.columns.total'), value: s.total },
    { key: 'totalDue', label: t('billing.statements.columns.totalDue'), value: s.total_due },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" verticalSpacing="xs" m={0} data-testid="statement-totals">
      {items.map((i) => (
        <div key={i.key}>
          <Text component="dt" size="xs" c="dimmed">
            {i.label}
          </Text>
          <Text component="dd" m={0} fw={i.key === 'totalDue' ? 700 : 500} size={i.key === 'totalDue' ? 'lg' : 'sm'}>
            {formatCharge(i.value, s.currency)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/**
 * One statement (a company's charges of the month in one currency): its totals, then its lines by group — one-time,
 * recurring, usage, adjustments — each line with how it was computed.
 */
export function StatementView({ statement: s }: { statement: StatementDetail }) {
  const { t } = useTranslation();
  const headingId = `statement-${s.currency}`;
  return (
    <Paper component="section" withBorder p={{ base: 'xs', sm: 'md' }} aria-labelledby={headingId} data-currency={s.currency}>
      <Stack>
        <Title order={2} size="h3" id={headingId}>
          {t('billing.statement.inCurrency', { currency: s.currency })}
        </Title>
        <Totals s={s} />
        {LINE_GROUPS.map((g) => {
          const lines = s.lines.filter((l) => (g.kinds as readonly string[]).includes(l.kind));
          if (lines.length === 0) return null;
          const group = t(`billing.groups.${g.key}`);
          return (
            <Stack key={g.key} gap="xs">
              <Title order={3} size="h4">
                {group}
              </Title>
              <StatementLines
                lines={lines}
                currency={s.currency}
                caption={t('billing.statement.linesCaption', { group, currency: s.currency })}
                idPrefix={`${s.currency}-${g.key}`}
              />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
