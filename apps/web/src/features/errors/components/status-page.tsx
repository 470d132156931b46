import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dashboardPath } from '@gsn/domain/accounts/account-types';
import { useSession } from '../../../lib/session';

/** The user's home: their dashboard when signed in, the visitor area otherwise. */
export function useHomePath(): string {
  const session = useSession();
  return session ? dashboardPath(session.user.account_type_id) : '/visitor';
}

interface StatusPageProps {
  code: string;
  title: string;
  text: string;
  icon: ReactNode;
  color: string;
  children?: ReactNode;
}

export function StatusPage({ code, title, text, icon, color, children }: StatusPageProps) {
  const { t } = useTranslation();
  const home = useHomePath();
  return (
    <Stack align="center" ta="center" py="xl" gap="md" maw={720} mx="auto">
      <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Text c="dimmed" fw={700} fz={40} lh={1} aria-hidden>
        {code}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to={home}>
        {home === '/visitor' ? t('common.backToHome') : t('common.backToDashboard')}
      </Button>
      {children}
    </Stack>
  );
}
