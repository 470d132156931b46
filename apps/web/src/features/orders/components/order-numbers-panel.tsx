import { useRef, useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconChecks, IconDownload, IconPhoneOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES, ORDER_NUMBER_STATES, type OrderNumberState } from '@gsn/domain';
import { PagedList } from '../../../components/list-pagination';
import { ListTable, RowAction } from '../../../components/list-table';
import { ApiError, showApiError } from '../../../lib/api';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import {
  type NumbersFileFormat,
  type OrderNumber,
  useDownloadOrderNumbers,
  useOrderNumbers,
  useRemoveOrderNumber,
} from '../api/use-order-numbers';
import type { OrderDetail } from '../api/use-orders';
import { ADDING_STATUSES, formatDay, heldCount, numberMessage, numberProblems, REMOVABLE_STATES, REMOVING_STATUSES } from '../lib/numbers';
import { AddNumbersDialog } from './add-numbers-dialog';
import { ConfirmDisconnectDialog } from './confirm-disconnect-dialog';
import { DisconnectDialog } from './disconnect-dialog';
import { NumberStateBadge } from './number-state-badge';
import { NumbersModal } from './numbers-modal';
import { OrderSection } from './order-section';

type Dialog = 'add' | 'giveBack' | 'confirm';

/** The dates of a number, in the order its life gives them. */
const DATE_FIELDS = ['reserved_at', 'assigned_at', 'activated_at', 'disconnect_requested_at', 'disconnect_date', 'released_at'] as const;

/** What the caller may do with an order's numbers (docs/api-numbers.md; the server enforces the same). */
export function numberRights(
  viewer: { staff: boolean; can: (functionality: number, action: 'edit') => boolean },
  order: Pick<OrderDetail, 'status'>,
  states: Record<string, number>,
) {
  const edit = viewer.can(FUNCTIONALITIES.order, 'edit');
  const staff = viewer.staff && edit;
  return {
    add: staff && ADDING_STATUSES.includes(order.status),
    remove: staff && REMOVING_STATUSES.includes(order.status),
    // the order's customer gives numbers back; staff may do it for the customer
    giveBack: edit && order.status === 'completed' && (states.active ?? 0) > 0,
    confirm: staff && order.status === 'completed' && (states.disconnect_requested ?? 0) > 0,
  };
}

/**
 * The order's numbers (GET /orders/{id}/numbers, paged on the server): how many are in each state, the list with
 * routing and dates, a state filter and the CSV/Excel download; and, for whoever may, adding numbers (staff, accepted
 * or assigned), removing one (staff, before completion), giving numbers back (completed) and confirming that.
 */
export function OrderNumbersPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const heading = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<OrderNumberState | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<number, OrderNumber>>(new Map());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [removing, setRemoving] = useState<OrderNumber | null>(null);
  const list = useOrderNumbers(order.id, { page, state });
  const download = useDownloadOrderNumbers(order.id);

  // the order's own summary until the list answers (both count the whole order)
  const states = list.data?.states ?? order.numbers?.states ?? {};
  const total = Object.values(states).reduce((sum, n) => sum + n, 0);
  const held = heldCount(states);
  const rights = numberRights(viewer, order, states);
  const selectable = (n: OrderNumber) =>
    (rights.giveBack && n.state === 'active') || (rights.confirm && n.state === 'disconnect_requested');
  const selecting = rights.giveBack || rights.confirm;
  const chosen = [...selected.values()];
  const chosenActive = chosen.filter((n) => n.state === 'active');
  const chosenRequested = chosen.filter((n) => n.state === 'disconnect_requested');
  const rows = list.data?.data ?? [];
  const pageSelectable = rows.filter(selectable);
  const pageChosen = pageSelectable.filter((n) => selected.has(n.id));

  // an order of channels only (SIP Trunking without numbers) has nothing to show here
  if (order.number_quantity === 0 && total === 0 && !rights.add) return null;

  const toggle = (rowsToSet: OrderNumber[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const n of rowsToSet) {
        if (on) next.set(n.id, n);
        else next.delete(n.id);
      }
      return next;
    });

  /** After a change: the ticks are stale; the focus comes back to the section when the button that opened it is gone. */
  const changed = () => {
    setSelected(new Map());
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
    }, 300);
  };

  const save = (format: NumbersFileFormat) =>
    download.mutate(format, {
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 401)) showApiError(error);
      },
    });

  const empty = list.data && rows.length === 0;
  const columns = [
    selecting && {
      label: t('orders.numbers.columns.select'),
    },
    t('orders.numbers.columns.service_number'),
    t('orders.numbers.columns.state'),
    t('orders.numbers.columns.city'),
    t('orders.numbers.columns.routing'),
    t('orders.numbers.columns.dates'),
    rights.remove && t('orders.numbers.columns.actions'),
  ];

  return (
    <OrderSection title={t('orders.numbers.title')} testId="order-numbers" headingRef={heading}>
      <Stack gap="sm">
        {total > 0 && (
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" data-testid="numbers-held">
                {t('orders.numbers.held', { held: formatNumber(held), ordered: formatNumber(order.number_quantity) })}
              </Text>
              <Group
                component="ul"
                gap="xs"
                aria-label={t('orders.numbers.summaryLabel')}
                data-testid="numbers-states"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {ORDER_NUMBER_STATES.filter((s) => (states[s] ?? 0) > 0).map((s) => (
                  <li key={s} data-state={s}>
                    <Group gap={4} wrap="nowrap">
                      <NumberStateBadge state={s} />
                      <Text size="sm" fw={600}>
                        {formatNumber(states[s] ?? 0)}
                      </Text>
                    </Group>
                  </li>
                ))}
              </Group>
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={download.isPending && download.variables === 'csv'}
                onClick={() => save('csv')}
              >
                {t('orders.numbers.download.csv')}
              </Button>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={download.isPending && download.variables === 'xlsx'}
                onClick={() => save('xlsx')}
              >
                {t('orders.numbers.download.xlsx')}
              </Button>
            </Group>
          </Group>
        )}
        {(rights.add || rights.giveBack || rights.confirm) && (
          <Group gap="xs" data-testid="numbers-actions">
            {rights.add && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('add')}>
                {t('orders.numbers.actions.add')}
              </Button>
            )}
            {rights.giveBack && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconPhoneOff size={16} aria-hidden />}
                onClick={() => setDialog('giveBack')}
              >
                {t('orders.numbers.actions.giveBack')}
              </Button>
            )}
            {rights.confirm && (
              <Button variant="light" leftSection={<IconChecks size={16} aria-hidden />} onClick={() => setDialog('confirm')}>
                {t('orders.numbers.actions.confirm')}
              </Button>
            )}
            {selecting && (
              <Group gap="xs" aria-live="polite">
                {chosen.length > 0 && (
                  <>
                    <Text size="sm" data-testid="numbers-selected">
                      {t('orders.numbers.selected', { n: formatNumber(chosen.length) })}
                    </Text>
                    <Button variant="subtle" size="xs" onClick={() => setSelected(new Map())}>
                      {t('orders.numbers.clearSelection')}
                    </Button>
                  </>
                )}
              </Group>
            )}
          </Group>
        )}
        <Group align="flex-end" gap="lg" wrap="wrap">
          {(total > 0 || state) && (
            <NativeSelect
              label={t('orders.numbers.stateFilter')}
              maw={280}
              value={state ?? ''}
              data={[
                { value: '', label: t('orders.numbers.allStates') },
                ...ORDER_NUMBER_STATES.map((s) => ({ value: s, label: t(`orders.numbers.states.${s}`) })),
              ]}
              onChange={(e) => {
                setState((e.currentTarget.value || null) as OrderNumberState | null);
                setPage(1);
              }}
            />
          )}
          {selecting && pageSelectable.length > 0 && (
            <Checkbox
              mb={8}
              label={t('orders.numbers.selectPage')}
              checked={pageChosen.length === pageSelectable.length}
              indeterminate={pageChosen.length > 0 && pageChosen.length < pageSelectable.length}
              onChange={(e) => toggle(pageSelectable, e.currentTarget.checked)}
            />
          )}
        </Group>
        {empty && !list.isPlaceholderData ? (
          <Text size="sm" c="dimmed" data-testid="numbers-empty">
            {state ? t('orders.numbers.emptyFiltered') : viewer.staff ? t('orders.numbers.emptyStaff') : t('orders.numbers.emptyCustomer')}
          </Text>
        ) : (
          <PagedList list={list} page={page} onChange={setPage} label={t('orders.numbers.pagination')}>
            <ListTable
              caption={t('orders.numbers.caption', { id: order.id })}
              minWidth={selecting ? 860 : 800}
              columns={columns}
              rows={rows}
              loading={list.isPending}
            >
              {(n) => (
                <Table.Tr key={n.id} data-number={n.service_number}>
                  {selecting && (
                    <Table.Td>
                      {selectable(n) ? (
                        <Checkbox
                          aria-label={t('orders.numbers.selectRow', { number: n.service_number })}
                          checked={selected.has(n.id)}
                          onChange={(e) => toggle([n], e.currentTarget.checked)}
                        />
                      ) : null}
                    </Table.Td>
                  )}
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {n.service_number}
                  </Table.Td>
                  <Table.Td>
                    <NumberStateBadge state={n.state} />
                  </Table.Td>
                  <Table.Td>{n.city ?? t('coverage.details.na')}</Table.Td>
                  <Table.Td>
                    <Routing row={n} />
                  </Table.Td>
                  <Table.Td>
                    <Dates row={n} />
                  </Table.Td>
                  {rights.remove && (
                    <Table.Td>
                      {REMOVABLE_STATES.includes(n.state) && (
                        <RowAction
                          label={t('orders.numbers.actions.remove')}
                          name={t('orders.numbers.actions.removeNamed', { number: n.service_number })}
                          icon={IconTrash}
                          color="red"
                          onClick={() => setRemoving(n)}
                        />
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              )}
            </ListTable>
          </PagedList>
        )}
      </Stack>
      <AddNumbersDialog order={order} held={held} opened={dialog === 'add'} onClose={() => setDialog(null)} />
      <DisconnectDialog
        order={order}
        selected={chosenActive}
        activeCount={states.active ?? 0}
        opened={dialog === 'giveBack'}
        onClose={() => setDialog(null)}
        onDone={changed}
      />
      <ConfirmDisconnectDialog
        order={order}
        selected={chosenRequested}
        requestedCount={states.disconnect_requested ?? 0}
        opened={dialog === 'confirm'}
        onClose={() => setDialog(null)}
        onDone={changed}
      />
      <RemoveNumberDialog
        orderId={order.id}
        number={removing}
        onClose={() => setRemoving(null)}
        onDone={() => {
          if (removing) toggle([removing], false);
          changed();
        }}
      />
    </OrderSection>
  );
}

/** Where calls to the number go: the termination number and the translated routing, each named. */
function Routing({ row }: { row: OrderNumber }) {
  const { t } = useTranslation();
  if (!row.translation_termination_number && !row.translated_routing) return <>{t('coverage.details.na')}</>;
  return (
    <Stack gap={0}>
      {row.translation_termination_number && (
        <Text size="sm">
          {t('orders.numbers.routing.termination')}:{' '}
          <Text span ff="monospace" size="sm">
            {row.translation_termination_number}
          </Text>
        </Text>
      )}
      {row.translated_routing && (
        <Text size="sm">
          {t('orders.numbers.routing.translated')}:{' '}
          <Text span ff="monospace" size="sm">
            {row.translated_routing}
          </Text>
        </Text>
      )}
    </Stack>
  );
}

/** The dates the number has reached so far, each with what happened then. */
function Dates({ row }: { row: OrderNumber }) {
  const { t } = useTranslation();
  const set = DATE_FIELDS.flatMap((f) => {
    const value = row[f];
    if (!value) return [];
    return [{ f, text: f === 'disconnect_date' ? formatDay(value) : formatDateTime(value) }];
  });
  return (
    <Stack gap={0}>
      {set.map(({ f, text }) => (
        <Text key={f} size="xs" data-date={f} style={{ whiteSpace: 'nowrap' }}>
          {t(`orders.numbers.dates.${f}`)}: {text}
        </Text>
      ))}
    </Stack>
  );
}

/** Staff take one number off the order before it completes: it goes back to stock. Focus starts on Cancel. */
function RemoveNumberDialog({
  orderId,
  number,
  onClose,
  onDone,
}: {
  orderId: number;
  number: OrderNumber | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveOrderNumber(orderId);
  const confirm = () => {
    if (!number) return;
    remove.mutate(number.id, {
      onSuccess: (answer) => {
        notifySuccess(numberMessage(answer?.message, null, 'removed'));
        onDone();
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        notifyError(numberProblems(error).message);
      },
    });
  };
  return (
    <NumbersModal opened={number !== null} onClose={onClose} title={t('orders.numbers.remove.title')} centered>
      <Stack>
        <Text size="sm">{t('orders.numbers.remove.text', { number: number?.service_number ?? '', id: orderId })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('orders.numbers.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </NumbersModal>
  );
}
