import { useDeferredValue } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAddressBook, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useCoverageByRegion } from '../api/use-coverage';
import { CoverageCarousel } from '../components/coverage-carousel';
import { BecomeCustomerCta } from '../../customer-requests';

/** /visitor: the world-coverage carousel. */
export function VisitorDashboardPage() {
  const { t } = useTranslation();
  // asked for once the title and the empty slides are drawn: the first paint does not wait behind it on a slow link
  const coverage = useCoverageByRegion({ enabled: useAfterFirstPaint() });
  // the regions' lists render in slices once they arrive (a deferred value), not in one long task on a slow phone
  const regions = useDeferredValue(coverage.data);
  return (
    <Stack gap="lg">
      <Paper
        p="xl"
        radius="lg"
        style={{ background: 'linear-gradient(120deg, var(--mantine-color-blue-7), var(--mantine-color-teal-6))' }}
        c="white"
      >
        <Title order={1}>{t('visitor.title')}</Title>
        <Text mt="xs" maw={720}>
          {t('visitor.intro')}
        </Text>
        <Group mt="lg">
          <Button component={Link} to="/visitor/service_number_coverage" variant="white" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('visitor.browseCoverage')}
          </Button>
          <Button
            component={Link}
            to="/visitor/contacts"
            variant="outline"
            color="white"
            leftSection={<IconAddressBook size={16} aria-hidden />}
          >
            {t('visitor.contactUs')}
          </Button>
        </Group>
      </Paper>
      <BecomeCustomerCta />
      <section aria-labelledby="coverage-title">
        <Title order={2} size="h3" id="coverage-title" mb="sm">
          {t('visitor.coverageTitle')}
        </Title>
        <CoverageCarousel coverage={regions} />
      </section>
    </Stack>
  );
}
