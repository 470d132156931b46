import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { INTERNAL_NOTE_MAX, type OrderAction, type OrderActor, type OrderStatus } from '@gsn/domain';
import type { OrderDetail } from '../../api/use-orders';
import { actionState, CHARGEABLE_CANCEL, heldNumbers } from '../lib/edit-model';
import { editMessage } from '../lib/messages';

export interface ActionEntry {
  action: OrderAction;
  to: OrderStatus;
  possible: boolean;
}

/** What the move dialog records with the move (each trimmed; empty when not given). */
export interface MoveInput {
  /** The message to the customer: shown on the order and in its e-mail. */
  remarks: string;
  /** Staff only: never shown or sent to the customer. */
  internal_note: string;
  /** Moving to assigned with fewer numbers than ordered: why. */
  short_reason: string;
}

interface OrderActionsProps {
  order: OrderDetail;
  actor: OrderActor;
  customPricing: boolean;
  pending: boolean;
  /** Runs the move with what the dialog recorded for it. */
  onConfirm: (entry: ActionEntry, input: MoveInput) => void;
}

const DANGER: readonly OrderAction[] = ['cancel', 'cancel_confirm', 'incomplete'];
const EMPTY: MoveInput = { remarks: '', internal_note: '', short_reason: '' };
const MESSAGE_MAX = 5000;

/**
 * One button per action the server offers (spec 2 §4), disabled with its reason when not possible now; each asks
 * for confirmation in a dialog before the PUT. Staff write two things apart there: the message to the customer
 * (shown on the order and in its e-mail; required when marking the order incomplete, as it is the reason the customer
 * reads) and an internal note for staff only. Moving to assigned with fewer numbers than ordered asks why.
 * Customers write only the message.
 */
export function OrderActions({ order, actor, customPricing, pending, onConfirm }: OrderActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<ActionEntry | null>(null);
  const [input, setInput] = useState<MoveInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof MoveInput, string>>>({});
  const entries = order.actions ?? [];
  const staff = actor === 'staff';
  const held = heldNumbers(order);
  const shortOf = (entry: ActionEntry) => staff && entry.to === 'assigned' && held !== null && held < order.number_quantity;

  const close = () => {
    setOpen(null);
    setInput(EMPTY);
    setErrors({});
  };
  const set = (field: keyof MoveInput) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setInput((i) => ({ ...i, [field]: value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const confirm = () => {
    if (!open) return;
    const entry = open;
    const trimmed: MoveInput = {
      remarks: input.remarks.trim(),
      internal_note: staff ? input.internal_note.trim() : '',
      short_reason: shortOf(entry) ? input.short_reason.trim() : '',
    };
    const problems: Partial<Record<keyof MoveInput, string>> = {};
    if (staff && entry.action === 'incomplete' && !trimmed.remarks) problems.remarks = t('orders.edit.move.incompleteReasonRequired');
    if (shortOf(entry) && !trimmed.short_reason) problems.short_reason = t('orders.edit.move.shortReasonRequired');
    if (Object.keys(problems).length) {
      setErrors(problems);
      // the first field in error takes the focus, so a screen reader hears its message
      const first = (['remarks', 'short_reason'] as const).find((f) => problems[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    close();
    onConfirm(entry, trimmed);
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
      <Modal opened={open !== null} onClose={close} title={open ? t(`orders.edit.actions.${open.action}`) : ''} centered size="lg">
        {open && (
          <Stack>
            <Text size="sm">{t(`orders.edit.prompts.${open.action}`, { id: order.id })}</Text>
            {open.action === 'cancel' && CHARGEABLE_CANCEL.includes(order.status) && (
              <Text size="sm" c="orange" fw={500}>
                {editMessage('cancelAfterAcceptance')}
              </Text>
            )}
            {shortOf(open) && (
              <Textarea
                id={`${id}-short_reason`}
                label={t('orders.edit.move.shortReason')}
                description={t('orders.edit.move.shortReasonHint', { count: held ?? 0, quantity: order.number_quantity })}
                required
                rows={2}
                maxLength={MESSAGE_MAX}
                value={input.short_reason}
                error={errors.short_reason}
                onChange={set('short_reason')}
              />
            )}
            <Textarea
              id={`${id}-remarks`}
              label={staff ? t('orders.edit.move.message') : t('orders.edit.move.customerMessage')}
              description={staff ? t('orders.edit.move.messageHint') : t('orders.edit.move.customerMessageHint')}
              required={staff && open.action === 'incomplete'}
              rows={3}
              maxLength={MESSAGE_MAX}
              value={input.remarks}
              error={errors.remarks}
              onChange={set('remarks')}
            />
            {staff && (
              <Textarea
                label={
                  <Group gap={6} component="span" wrap="nowrap">
                    <span>{t('orders.edit.move.internalNote')}</span>
                    <Badge size="xs" color="grape" variant="light" tt="none" aria-hidden>
                      {t('orders.timeline.internal')}
                    </Badge>
                  </Group>
                }
                description={t('orders.edit.move.internalNoteHint')}
                rows={3}
                maxLength={INTERNAL_NOTE_MAX}
                value={input.internal_note}
                onChange={set('internal_note')}
                styles={{ input: { background: 'var(--mantine-color-grape-light)' } }}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('orders.edit.back')}
              </Button>
              <Button color={DANGER.includes(open.action) ? 'red' : undefined} loading={pending} onClick={confirm}>
                {t('orders.edit.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
