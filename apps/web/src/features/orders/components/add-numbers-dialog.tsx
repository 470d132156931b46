import { type FormEvent, useState } from 'react';
import { Alert, Button, Group, List, NumberInput, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { orderNumbersAddSchema, parseStockList } from '@gsn/domain';
import { FileField } from '../../../components/file-field';
import { ApiError } from '../../../lib/api';
import { focusFirstInvalid } from '../../../lib/focus';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type NumbersAddedAnswer, useAddOrderNumbers, useUploadOrderNumbers } from '../api/use-order-numbers';
import type { OrderDetail } from '../api/use-orders';
import { NUMBER_FILE_TYPES, type NumberProblem, numberFileRefusal, numberMessage, numberMessageText, numberProblems } from '../lib/numbers';
import { NumbersModal } from './numbers-modal';

type Way = 'auto' | 'list' | 'file';

/** What the last attempt gave: numbers added (maybe fewer than asked), or refused with the reason per number. */
type Outcome =
  | { kind: 'added'; added: number; requested: number; message: string }
  | { kind: 'refused'; message: string; numbers: NumberProblem[] };

interface AddNumbersDialogProps {
  order: Pick<OrderDetail, 'id' | 'number_quantity'>;
  /** How many numbers the order holds now. */
  held: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Staff add numbers to an accepted or assigned order (docs/api-numbers.md): picked from stock automatically, listed
 * (numbers and ranges), or from a file. The outcome stays in the dialog — "added X of Y" with what to do about a
 * shortfall, or each refused number with its reason — and is read out as it arrives.
 */
export function AddNumbersDialog({ order, held, opened, onClose }: AddNumbersDialogProps) {
  const { t } = useTranslation();
  return (
    <NumbersModal opened={opened} onClose={onClose} title={t('orders.numbers.add.title', { id: order.id })} size="lg">
      {/* mounted per opening: every opening starts from the order's current shortfall */}
      {opened && <AddNumbersForm order={order} held={held} onClose={onClose} />}
    </NumbersModal>
  );
}

function AddNumbersForm({ order, held, onClose }: Omit<AddNumbersDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const remaining = Math.max(0, order.number_quantity - held);
  const [way, setWay] = useState<Way>('auto');
  const [count, setCount] = useState<string | number>(remaining > 0 ? remaining : '');
  const [countError, setCountError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const add = useAddOrderNumbers(order.id);
  const upload = useUploadOrderNumbers(order.id);
  const pending = add.isPending || upload.isPending;

  const done = (answer: NumbersAddedAnswer) => {
    const message = numberMessage(answer.message, null, 'added');
    setOutcome({ kind: 'added', added: answer.data.added, requested: answer.data.requested, message });
    notifySuccess(message);
  };
  const failed = (sent: readonly string[]) => (error: unknown) => {
    // a 401 has already ended the session and said so
    if (error instanceof ApiError && error.status === 401) return;
    const problems = numberProblems(error, sent);
    setOutcome({ kind: 'refused', ...problems });
    notifyError(problems.message);
  };

  // each attempt starts without the outcome of the last one
  const submitAuto = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const parsed = orderNumbersAddSchema.safeParse({ count: count === '' ? undefined : Number(count) });
    if (!parsed.success || !('count' in parsed.data)) {
      setCountError(numberMessageText('countInvalid'));
      return focusFirstInvalid(e.currentTarget as HTMLElement);
    }
    setCountError(null);
    add.mutate(parsed.data, { onSuccess: done, onError: failed([]) });
  };

  const submitList = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const list = parseStockList(text);
    const refusal = list.error
      ? numberMessage(list.error)
      : list.invalid.length > 0
        ? t('orders.numbers.add.listInvalid', { items: list.invalid.join(', ') })
        : list.numbers.length === 0
          ? numberMessageText('noneGiven')
          : null;
    if (refusal) {
      setTextError(refusal);
      return focusFirstInvalid(e.currentTarget as HTMLElement);
    }
    setTextError(null);
    add.mutate({ service_numbers: list.numbers }, { onSuccess: done, onError: failed(list.numbers) });
  };

  const submitFile = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const refusal = numberFileRefusal(file);
    if (refusal || !file) {
      setFileError(t(`orders.numbers.add.${refusal ?? 'fileRequired'}`));
      return focusFirstInvalid(e.currentTarget as HTMLElement);
    }
    setFileError(null);
    upload.mutate(file, { onSuccess: done, onError: failed([]) });
  };

  const submitButton = (
    <Group justify="flex-end">
      <Button type="submit" loading={pending}>
        {t('orders.numbers.add.submit')}
      </Button>
    </Group>
  );

  return (
    <Stack>
      <Text size="sm">{t('orders.numbers.add.intro', { ordered: formatNumber(order.number_quantity), held: formatNumber(held) })}</Text>
      <Tabs value={way} onChange={(v) => setWay((v as Way | null) ?? 'auto')}>
        <Tabs.List>
          <Tabs.Tab value="auto">{t('orders.numbers.add.tabs.auto')}</Tabs.Tab>
          <Tabs.Tab value="list">{t('orders.numbers.add.tabs.list')}</Tabs.Tab>
          <Tabs.Tab value="file">{t('orders.numbers.add.tabs.file')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="auto" pt="md">
          <form onSubmit={submitAuto} noValidate aria-label={t('orders.numbers.add.tabs.auto')}>
            <Stack>
              <NumberInput
                label={t('orders.numbers.add.count')}
                description={t('orders.numbers.add.autoHint')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={count}
                onChange={(v) => {
                  setCount(v);
                  setCountError(null);
                }}
                error={countError}
                data-autofocus
              />
              {remaining === 0 && (
                <Text size="sm" c="dimmed">
                  {t('orders.numbers.add.allHeld', { ordered: formatNumber(order.number_quantity) })}
                </Text>
              )}
              {submitButton}
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="list" pt="md">
          <form onSubmit={submitList} noValidate aria-label={t('orders.numbers.add.tabs.list')}>
            <Stack>
              <Textarea
                label={t('orders.numbers.add.listLabel')}
                description={t('orders.numbers.add.listHint')}
                rows={6}
                value={text}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  setTextError(null);
                }}
                error={textError}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              {submitButton}
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="file" pt="md">
          <form onSubmit={submitFile} noValidate aria-label={t('orders.numbers.add.tabs.file')}>
            <Stack>
              <FileField
                label={t('orders.numbers.add.fileLabel')}
                description={t('orders.numbers.add.fileHint')}
                accept={NUMBER_FILE_TYPES.map((x) => `.${x}`).join(',')}
                value={file}
                onChange={(f) => {
                  setFile(f);
                  setFileError(f ? (numberFileRefusal(f) ? t(`orders.numbers.add.${numberFileRefusal(f)}`) : null) : null);
                }}
                error={fileError}
              />
              {submitButton}
            </Stack>
          </form>
        </Tabs.Panel>
      </Tabs>
      <div aria-live="polite" data-testid="add-numbers-outcome">
        {outcome && <OutcomeView outcome={outcome} />}
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'added') {
    const short = outcome.added < outcome.requested;
    return (
      <Alert
        color={short ? 'orange' : 'green'}
        title={t('orders.numbers.add.result', { added: formatNumber(outcome.added), requested: formatNumber(outcome.requested) })}
      >
        {short && <Text size="sm">{t('orders.numbers.add.shortfall', { added: formatNumber(outcome.added) })}</Text>}
      </Alert>
    );
  }
  return (
    <Alert color="red" title={outcome.message}>
      {outcome.numbers.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">{t('orders.numbers.add.noneAdded')}</Text>
          <List size="sm" aria-label={t('orders.numbers.add.refused')} data-testid="refused-numbers">
            {outcome.numbers.map((n) => (
              <List.Item key={`${n.number}-${n.message}`}>
                {n.number ? (
                  <>
                    <Text span ff="monospace" fw={600}>
                      {n.number}
                    </Text>
                    {`: ${n.message}`}
                  </>
                ) : (
                  n.message
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Alert>
  );
}
