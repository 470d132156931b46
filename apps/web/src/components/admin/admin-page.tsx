import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Page title with the page's actions (add button…) on the right. */
export function AdminPage({ title, actions, children, maw }: { title: string; actions?: ReactNode; children: ReactNode; maw?: number }) {
  return (
    <Stack maw={maw}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}

export function BackButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('admin.common.back')}
    </Button>
  );
}

/** The record could not be loaded (the API client has already shown why). */
export function LoadFailed({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <Alert color="red" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('admin.common.loadFailed')}
      </Alert>
      <BackButton to={backTo} />
    </Stack>
  );
}

/** The numeric `:id` of the route (NaN when missing or not a number). */
export function useIdParam(): number {
  const { id } = useParams();
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

/** Location state of the links from a list to its forms: the list's address with its filters and page. */
export interface FromList {
  back?: string;
}

/** The state to pass on a link from a list, so that the form returns to the same filtered page. */
export function useListState(): FromList {
  const { pathname, search } = useLocation();
  return { back: `${pathname}${search}` };
}

/** Where a form goes back to: the list it was opened from (with its filters), else the list itself. */
export function useBackTo(listPath: string): string {
  const state = useLocation().state as FromList | null;
  return typeof state?.back === 'string' && state.back.startsWith(listPath) ? state.back : listPath;
}
