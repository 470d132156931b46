import { type FormEvent, useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayOf, disconnectDateRefusal, disconnectRequestSchema } from '@gsn/domain';
import { DateField } from '../../../components/date-field';
import { ApiError } from '../../../lib/api';
import { focusFirstInvalid } from '../../../lib/focus';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type OrderNumber, useRequestDisconnect } from '../api/use-order-numbers';
import type { OrderDetail } from '../api/use-orders';
import { formatDay, type NumberProblem, numberMessage, numberMessageText, numberProblems, oneYearAfter } from '../lib/numbers';
import { NumbersModal } from './numbers-modal';

/** How many chosen numbers the dialog names before "and N more". */
const SHOWN = 10;

interface DisconnectDialogProps {
  order: Pick<OrderDetail, 'id'>;
  /** The active numbers ticked in the table (possibly on several pages). */
  selected: OrderNumber[];
  /** How many numbers of the order are active. */
  activeCount: number;
  opened: boolean;
  onClose: () => void;
  /** After the request was taken: the server's message in the interface language. */
  onDone: (message: string) => void;
}

/**
 * A customer (or staff for it) gives numbers of a completed order back (docs/api-numbers.md): the ticked numbers or
 * every active one, on a day from today to a year ahead, confirming that they stop working and stop being charged
 * then. Staff confirm the request afterwards.
 */
export function DisconnectDialog({ opened, onClose, ...props }: DisconnectDialogProps) {
  const { t } = useTranslation();
  return (
    <NumbersModal opened={opened} onClose={onClose} title={t('orders.numbers.giveBack.title')} size="lg">
      {opened && <DisconnectForm onClose={onClose} {...props} />}
    </NumbersModal>
  );
}

function DisconnectForm({ order, selected, activeCount, onClose, onDone }: Omit<DisconnectDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const today = dayOf(new Date());
  const last = oneYearAfter(today);
  const [scope, setScope] = useState<'selected' | 'all'>(selected.length > 0 ? 'selected' : 'all');
  const [date, setDate] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<{ date?: string; confirm?: string }>({});
  const [problem, setProblem] = useState<{ message: string; numbers: NumberProblem[] } | null>(null);
  const request = useRequestDisconnect(order.id);
  const chosen = scope === 'selected' ? selected : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...(scope === 'all' ? { all: true } : { number_ids: chosen.map((n) => n.id) }), date, confirm: confirmed || undefined };
    const parsed = disconnectRequestSchema.safeParse(body);
    const next: typeof errors = {};
    if (!date || disconnectDateRefusal(date, today)) next.date = numberMessageText('dateInvalid');
    if (!confirmed) next.confirm = numberMessageText('confirmRequired');
    setErrors(next);
    if (!parsed.success || next.date || next.confirm) return focusFirstInvalid(e.currentTarget as HTMLElement);
    setProblem(null);
    request.mutate(parsed.data, {
      onSuccess: (answer) => {
        const message = numberMessage(answer?.message, null, 'disconnectRequested');
        notifySuccess(message);
        onDone(message);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        const found = numberProblems(
          error,
          chosen.map((n) => n.service_number),
        );
        // the date and the confirmation have fields of their own
        const fieldErrors: typeof errors = {};
        const rest = found.numbers.filter((n) => {
          if (n.number === 'date') fieldErrors.date = n.message;
          else if (n.number === 'confirm') fieldErrors.confirm = n.message;
          else return true;
          return false;
        });
        setErrors(fieldErrors);
        setProblem({ message: found.message, numbers: rest });
        notifyError(found.message);
      },
    });
  };

  const when = formatDay(date && !disconnectDateRefusal(date, today) ? date : null);

  return (
    <form onSubmit={submit} noValidate aria-label={t('orders.numbers.giveBack.title')}>
      <Stack>
        <Text size="sm">{t('orders.numbers.giveBack.intro')}</Text>
        <Radio.Group label={t('orders.numbers.giveBack.which')} value={scope} onChange={(v) => setScope(v as 'selected' | 'all')}>
          <Stack gap="xs" mt="xs">
            <Radio
              value="selected"
              disabled={selected.length === 0}
              label={t('orders.numbers.giveBack.selectedOption', { n: formatNumber(selected.length) })}
              description={selected.length === 0 ? t('orders.numbers.giveBack.selectedNone') : undefined}
              data-autofocus={selected.length > 0 ? true : undefined}
            />
            <Radio
              value="all"
              label={t('orders.numbers.giveBack.allOption', { n: formatNumber(activeCount) })}
              data-autofocus={selected.length === 0 ? true : undefined}
            />
          </Stack>
        </Radio.Group>
        {scope === 'selected' && chosen.length > 0 && (
          <List size="sm" aria-label={t('orders.numbers.giveBack.chosen')} data-testid="disconnect-chosen">
            {chosen.slice(0, SHOWN).map((n) => (
              <List.Item key={n.id} ff="monospace">
                {n.service_number}
              </List.Item>
            ))}
            {chosen.length > SHOWN && (
              <List.Item>{t('orders.numbers.giveBack.more', { n: formatNumber(chosen.length - SHOWN) })}</List.Item>
            )}
          </List>
        )}
        <DateField
          label={t('orders.numbers.giveBack.date')}
          description={t('orders.numbers.giveBack.dateHint', { from: formatDay(today), to: formatDay(last) })}
          withAsterisk
          minDate={today}
          maxDate={last}
          value={date}
          onChange={(v) => {
            setDate(v);
            setErrors((e) => ({ ...e, date: undefined }));
          }}
          error={errors.date}
        />
        <Checkbox
          label={when ? t('orders.numbers.giveBack.confirm', { date: when }) : t('orders.numbers.giveBack.confirmNoDate')}
          checked={confirmed}
          onChange={(e) => {
            setConfirmed(e.currentTarget.checked);
            setErrors((x) => ({ ...x, confirm: undefined }));
          }}
          error={errors.confirm}
        />
        <div aria-live="polite">
          {problem && (
            <Alert color="red" title={problem.message} data-testid="disconnect-problem">
              {problem.numbers.length > 0 && (
                <List size="sm">
                  {problem.numbers.map((n) => (
                    <List.Item key={`${n.number}-${n.message}`}>{n.number ? `${n.number}: ${n.message}` : n.message}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={request.isPending}>
            {t('orders.numbers.giveBack.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
