import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRegistered } from '@gsn/domain/accounts/account-types';
import { useSession } from '../../../lib/session';

export const BECOME_CUSTOMER_PATH = '/visitor/become-customer';
export const REQUEST_STATUS_PATH = '/visitor/customer-request';

/**
 * The registered user's way to ordering: ask to become a customer (or see how the request stands). Shown to registered
 * users only; its texts are in the visitor section, which the visitor's home has without the rest of the language.
 */
export function BecomeCustomerCta({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || !isRegistered(session.user.account_type_id)) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="aside" aria-labelledby="become-customer-title" bg="var(--mantine-color-teal-light)">
      <Title order={headingLevel} size="h4" id="become-customer-title">
        {t('visitor.becomeCustomer.title')}
      </Title>
      <Text mt="xs">{t('visitor.becomeCustomer.text')}</Text>
      <Group mt="md">
        <Button component={Link} to={BECOME_CUSTOMER_PATH} leftSection={<IconBuildingStore size={16} aria-hidden />}>
          {t('visitor.becomeCustomer.action')}
        </Button>
        <Button component={Link} to={REQUEST_STATUS_PATH} variant="default">
          {t('visitor.becomeCustomer.status')}
        </Button>
      </Group>
    </Paper>
  );
}
