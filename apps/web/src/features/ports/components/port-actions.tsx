import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PORT_EXCEPTION_CODES } from '@gsn/domain/ports/rules';
import type { PortMoveInput } from '@gsn/domain/ports/schemas';
import { type Port, useMovePort } from '../api/use-ports';
import { portErrors } from '../lib/refusals';
import { PortNumbersTable } from './port-numbers-table';
import { notifySuccess } from '../../../lib/notify';

type Move = ReturnType<typeof useMovePort>;

function useMoveWith(move: Move) {
  const { t } = useTranslation();
  return (body: PortMoveInput, done?: () => void) =>
    move.mutate(body, {
      onSuccess: (a) => {
        notifySuccess(t(`ports.messages.${body.move}`, { state: t(`ports.states.${a.data.state}`) }));
        done?.();
      },
    });
}

/** The steps the caller may take now: submit and cancel for the customer; the provider's steps for staff. */
export function PortActions({ orderId, port }: { orderId: number; port: Port }) {
  const { t } = useTranslation();
  const move = useMovePort(orderId, port.id);
  const run = useMoveWith(move);
  const moves = new Set(port.moves);
  const errors = move.error ? portErrors(move.error) : [];
  return (
    <Stack gap="md">
      {errors.length > 0 && (
        <Alert color="red" title={t('ports.actions.failed')} role="alert">
          {errors.join(' · ')}
        </Alert>
      )}
      <Group>
        {moves.has('submit') && (
          <Button onClick={() => run({ move: 'submit' })} loading={move.isPending}>
            {t('ports.actions.submit')}
          </Button>
        )}
        {moves.has('cancel') && (
          <Button color="red" variant="light" onClick={() => run({ move: 'cancel', reason: null })} loading={move.isPending}>
            {t('ports.actions.cancel')}
          </Button>
        )}
      </Group>
      {moves.has('confirm_foc') && <ConfirmFoc port={port} run={run} pending={move.isPending} />}
      {moves.has('raise_exception') && <RaiseException run={run} pending={move.isPending} />}
      {moves.has('complete') && <Complete port={port} run={run} pending={move.isPending} />}
    </Stack>
  );
}

type Run = ReturnType<typeof useMoveWith>;

function ConfirmFoc({ port, run, pending }: { port: Port; run: Run; pending: boolean }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(port.confirmed_foc_date ?? port.requested_foc_date ?? '');
  return (
    <Group
      component="form"
      align="end"
      aria-label={t('ports.actions.confirmFoc')}
      onSubmit={(e) => {
        e.preventDefault();
        run({ move: 'confirm_foc', confirmed_foc_date: date || null });
      }}
    >
      <TextInput type="date" label={t('ports.fields.confirmed_foc_date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      <Button type="submit" variant="light" loading={pending}>
        {t('ports.actions.confirmFoc')}
      </Button>
    </Group>
  );
}

function RaiseException({ run, pending }: { run: Run; pending: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>('new_loa');
  const [reason, setReason] = useState('');
  return (
    <Stack
      component="form"
      gap="xs"
      aria-label={t('ports.actions.raiseException')}
      onSubmit={(e) => {
        e.preventDefault();
        run({ move: 'raise_exception', exception_code: code as (typeof PORT_EXCEPTION_CODES)[number], exception_reason: reason }, () =>
          setReason(''),
        );
      }}
    >
      <Group align="end" grow>
        <Select
          label={t('ports.fields.exception_code')}
          data={PORT_EXCEPTION_CODES.map((c) => ({ value: c, label: t(`ports.exceptionCodes.${c}`) }))}
          value={code}
          onChange={setCode}
          allowDeselect={false}
        />
        <Textarea label={t('ports.fields.exception_reason')} rows={1} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </Group>
      <Group>
        <Button type="submit" color="orange" variant="light" loading={pending}>
          {t('ports.actions.raiseException')}
        </Button>
      </Group>
    </Stack>
  );
}

function Complete({ port, run, pending }: { port: Port; run: Run; pending: boolean }) {
  const { t } = useTranslation();
  const [results, setResults] = useState<Record<string, { result: 'ported' | 'rejected'; reason: string }>>(() =>
    Object.fromEntries(port.number_list.map((n) => [n.number, { result: 'ported' as const, reason: '' }])),
  );
  const set = (n: string, patch: Partial<{ result: 'ported' | 'rejected'; reason: string }>) =>
    setResults((r) => ({ ...r, [n]: { ...r[n]!, ...patch } }));
  return (
    <Stack
      component="form"
      gap="xs"
      aria-labelledby={`port-${port.id}-complete`}
      onSubmit={(e) => {
        e.preventDefault();
        run({
          move: 'complete',
          results: Object.entries(results).map(([number, r]) => ({
            number,
            result: r.result,
            reason: r.result === 'rejected' ? r.reason : null,
          })),
        });
      }}
    >
      <Title order={3} size="h5" id={`port-${port.id}-complete`}>
        {t('ports.actions.complete')}
      </Title>
      <PortNumbersTable
        port={port}
        result={(n) => (
          <Select
            aria-label={t('ports.actions.resultOf', { number: n.number })}
            data={(['ported', 'rejected'] as const).map((r) => ({ value: r, label: t(`ports.results.${r}`) }))}
            value={results[n.number]?.result ?? 'ported'}
            onChange={(v) => set(n.number, { result: (v ?? 'ported') as 'ported' | 'rejected' })}
            allowDeselect={false}
          />
        )}
        reason={(n) =>
          results[n.number]?.result === 'rejected' && (
            <TextInput
              aria-label={t('ports.actions.reasonOf', { number: n.number })}
              value={results[n.number]?.reason ?? ''}
              onChange={(e) => set(n.number, { reason: e.currentTarget.value })}
            />
          )
        }
      />
      <Group>
        <Button type="submit" color="green" loading={pending}>
          {t('ports.actions.complete')}
        </Button>
      </Group>
    </Stack>
  );
}
