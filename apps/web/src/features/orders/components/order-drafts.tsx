import { useEffect, useState } from 'react';
import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announcer';
import { onDraftsCleared } from '../../../lib/drafts';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useReleaseHold } from '../../inventory';
import { productLabel } from '../../products';
import { discardOrderDraft, listOrderDrafts, type OrderDraft, resumeOrderDraft } from '../lib/order-drafts';
import { ORDER_ADD_PATH } from '../lib/paths';
import type { WizardState } from '../lib/wizard-state';

const STEP_KEYS = ['search', 'select', 'features', 'details', 'submit'] as const;

/** The order a draft is about: its reference, else what was searched for. */
function draftName(state: WizardState, untitled: string): string {
  const what = state.product ? productLabel(state.product) : productLabel(state.search);
  return [state.details.reference.trim() || untitled, what].filter(Boolean).join(' — ');
}

/**
 * "Drafts" on the orders list: the orders this account saved from the add wizard in this browser (lib/order-drafts.ts),
 * newest first, each to resume or discard. Nothing is shown when there are none.
 */
export function OrderDrafts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountId = useSession()?.user.id ?? null;
  const release = useReleaseHold();
  const [drafts, setDrafts] = useState<OrderDraft[]>(() => (accountId === null ? [] : listOrderDrafts(accountId)));
  useEffect(() => {
    const reload = () => setDrafts(accountId === null ? [] : listOrderDrafts(accountId));
    reload();
    return onDraftsCleared(reload);
  }, [accountId]);
  if (accountId === null || drafts.length === 0) return null;

  const resume = (d: OrderDraft) => {
    if (resumeOrderDraft(accountId, d.key)) void navigate(ORDER_ADD_PATH);
  };
  const discard = (d: OrderDraft) => {
    // the numbers the draft still holds go back to stock now rather than at the end of their hold
    for (const n of discardOrderDraft(d.key).numbers) release.mutate(n.id);
    setDrafts(listOrderDrafts(accountId));
    announce(t('orders.drafts.discarded'));
    document.getElementById('order-drafts-title')?.focus();
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-drafts-title" data-testid="order-drafts">
      <Title order={2} size="h4" id="order-drafts-title" tabIndex={-1}>
        {t('orders.drafts.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('orders.drafts.caption')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-labelledby="order-drafts-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.drafts.columns.order')}</Table.Th>
              <Table.Th>{t('orders.drafts.columns.step')}</Table.Th>
              <Table.Th>{t('orders.drafts.columns.saved')}</Table.Th>
              <Table.Th>{t('orders.drafts.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {drafts.map((d) => {
              const name = draftName(d.state, t('orders.drafts.untitled'));
              return (
                <Table.Tr key={d.key}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{t(`orders.add.steps.${STEP_KEYS[d.state.step]}`)}</Table.Td>
                  <Table.Td>{formatDateTime(d.savedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" onClick={() => resume(d)} aria-label={t('orders.drafts.resumeLabel', { name })}>
                        {t('orders.drafts.resume')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        onClick={() => discard(d)}
                        aria-label={t('orders.drafts.discardLabel', { name })}
                      >
                        {t('orders.drafts.discard')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
