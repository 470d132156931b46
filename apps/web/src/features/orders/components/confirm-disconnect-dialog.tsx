import { type FormEvent, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type OrderNumber, useConfirmDisconnect } from '../api/use-order-numbers';
import type { OrderDetail } from '../api/use-orders';
import { numberMessage, numberProblems } from '../lib/numbers';
import { NumbersModal } from './numbers-modal';

interface ConfirmDisconnectDialogProps {
  order: Pick<OrderDetail, 'id'>;
  /** The numbers waiting for confirmation ticked in the table; none: every one waiting. */
  selected: OrderNumber[];
  /** How many numbers of the order wait for confirmation. */
  requestedCount: number;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Staff confirm the disconnections a customer asked for (docs/api-numbers.md): the ticked ones, or all of them when
 * none is ticked, with an optional internal note that customers never see.
 */
export function ConfirmDisconnectDialog({ opened, onClose, ...props }: ConfirmDisconnectDialogProps) {
  const { t } = useTranslation();
  return (
    <NumbersModal opened={opened} onClose={onClose} title={t('orders.numbers.confirmDisconnect.title')} size="lg">
      {opened && <ConfirmForm onClose={onClose} {...props} />}
    </NumbersModal>
  );
}

function ConfirmForm({ order, selected, requestedCount, onClose, onDone }: Omit<ConfirmDisconnectDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmDisconnect(order.id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const input = {
      ...(selected.length > 0 ? { number_ids: selected.map((n) => n.id) } : {}),
      ...(note.trim() ? { internal_note: note.trim() } : {}),
    };
    confirm.mutate(input, {
      onSuccess: (answer) => {
        const message = numberMessage(answer?.message, null, 'disconnectConfirmed');
        notifySuccess(message);
        onDone(message);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        const found = numberProblems(error);
        const text = [found.message, ...found.numbers.map((n) => (n.number ? `${n.number}: ${n.message}` : n.message))]
          .filter((x, i, all) => x && all.indexOf(x) === i)
          .join(' ');
        setProblem(text);
        notifyError(found.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('orders.numbers.confirmDisconnect.title')}>
      <Stack>
        <Text size="sm">
          {selected.length > 0
            ? t('orders.numbers.confirmDisconnect.textSelected', { n: formatNumber(selected.length) })
            : t('orders.numbers.confirmDisconnect.textAll', { n: formatNumber(requestedCount) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('orders.numbers.confirmDisconnect.explanation')}
        </Text>
        <Textarea
          label={t('orders.numbers.confirmDisconnect.note')}
          description={t('orders.numbers.confirmDisconnect.noteHint')}
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-autofocus
        />
        <div aria-live="polite">
          {problem && (
            <Alert color="red" data-testid="confirm-problem">
              {problem}
            </Alert>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            {t('orders.numbers.confirmDisconnect.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
