import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OrderAction, OrderActor, OrderStatus } from '@gsn/domain';
import type { OrderDetail } from '../../api/use-orders';
import { actionState, CHARGEABLE_CANCEL } from '../lib/edit-model';
import { editMessage } from '../lib/messages';

export interface ActionEntry {
  action: OrderAction;
  to: OrderStatus;
  possible: boolean;
}

interface OrderActionsProps {
  order: OrderDetail;
  actor: OrderActor;
  customPricing: boolean;
  pending: boolean;
  /** Runs the move; `remarks` are recorded with it in the order's timeline. */
  onConfirm: (entry: ActionEntry, remarks: string) => void;
}

const DANGER: readonly OrderAction[] = ['cancel', 'cancel_confirm', 'incomplete'];

/**
 * One button per action the server offers (spec 2 §4), disabled with its reason when not possible now; each asks
 * for confirmation in a dialog (with optional remarks for the timeline) before the PUT.
 */
export function OrderActions({ order, actor, customPricing, pending, onConfirm }: OrderActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<ActionEntry | null>(null);
  const [remarks, setRemarks] = useState('');
  const entries = order.actions ?? [];

  const close = () => {
    setOpen(null);
    setRemarks('');
  };

  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-actions">
        {t('orders.edit.noActions')}
      </Text>
    );
  }

  return (
    <>
      <Group gap="sm" justify="flex-end" align="flex-start" data-testid="order-actions">
        {entries.map((entry) => {
          const state = actionState(actor, entry, order, customPricing);
          const reasonId = `${id}-${entry.action}-reason`;
          return (
            <Stack key={entry.action} gap={2} align="flex-end" maw={260}>
              <Button
                color={DANGER.includes(entry.action) ? 'red' : undefined}
                variant={entry.action === 'save' ? 'default' : 'filled'}
                disabled={!state.enabled || pending}
                aria-describedby={state.enabled ? undefined : reasonId}
                onClick={() => setOpen(entry)}
              >
                {t(`orders.edit.actions.${entry.action}`)}
              </Button>
              {!state.enabled && (
                <Text id={reasonId} size="xs" c="dimmed" ta="right">
                  {state.reason === 'customPricingMissing' && !order.may_custom_price
                    ? // operation staff cannot price: the account manager must
                      t('orders.edit.customPricingByManager')
                    : editMessage(state.reason)}
                </Text>
              )}
            </Stack>
          );
        })}
      </Group>
      <Modal opened={open !== null} onClose={close} title={open ? t(`orders.edit.actions.${open.action}`) : ''} centered>
        {open && (
          <Stack>
            <Text size="sm">{t(`orders.edit.prompts.${open.action}`, { id: order.id })}</Text>
            {open.action === 'cancel' && CHARGEABLE_CANCEL.includes(order.status) && (
              <Text size="sm" c="orange" fw={500}>
                {editMessage('cancelAfterAcceptance')}
              </Text>
            )}
            <Textarea
              label={t('orders.edit.eventRemarks')}
              description={t('orders.edit.eventRemarksHint')}
              rows={3}
              value={remarks}
              onChange={(e) => setRemarks(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('orders.edit.back')}
              </Button>
              <Button
                color={DANGER.includes(open.action) ? 'red' : undefined}
                loading={pending}
                onClick={() => {
                  const entry = open;
                  const text = remarks;
                  close();
                  onConfirm(entry, text);
                }}
              >
                {t('orders.edit.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
