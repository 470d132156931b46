import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Divider, Fieldset, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconSearch, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESERVATION_MINUTES } from '@gsn/domain';
import { errorMessages } from '../../../../lib/api';
import { VISUALLY_HIDDEN } from '../../../../lib/visually-hidden';
import {
  goneNumbersOf,
  type HeldNumber,
  numberHoldQueries,
  STOCK_PAGE,
  type StockNumber,
  useHoldNumbers,
  useReleaseHold,
} from '../../../inventory';
import { holdClock } from '../../lib/hold-time';

interface ChooseNumbersProps {
  /** The chosen product (service number type). */
  productId: number;
  /** The order's city (city-specific orders); none: every city of the product. */
  city: string | null;
  /** The number quantity typed so far: at most that many may be held. */
  quantity: number;
  /** The numbers held for this order so far (the wizard's state). */
  held: HeldNumber[];
  onHeld: (numbers: HeldNumber[]) => void;
  /** Holds given back or ended. */
  onReleased: (ids: number[]) => void;
  /** The server's holds read when the wizard came back: of `checked`, the ones missing from `held` ended. */
  onChecked: (checked: number[], held: HeldNumber[]) => void;
  /** The step's message about the holds (more held than ordered). */
  error?: string;
}

const DIGITS = /^\+?\d{1,15}$/;
const MINUTE = 60_000;

/** The clock, read again every `ms` (the countdown of the holds), and a way to read it now (a hold just made). */
function useNow(ms: number): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return [now, () => setNow(Date.now())];
}

/**
 * "Choose your numbers" (docs/api-numbers.md, Inventory): where the product has stock, a customer may search it by
 * digits (server-side), choose up to the ordered quantity and hold them for 30 minutes while finishing the order; the
 * order then carries them (`reserved_numbers`). Optional: without a choice staff pick the numbers. A number someone
 * else took meanwhile is named (409 `number.not_available`, nothing held) and the list is read again. Holds can be
 * given back one by one and end by themselves; both are announced to screen readers.
 */
export function ChooseNumbers({ productId, city, quantity, held, onHeld, onReleased, onChecked, error }: ChooseNumbersProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState('');
  const [contains, setContains] = useState<string | null>(null);
  const [draftInvalid, setDraftInvalid] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [gone, setGone] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stock = useQuery(numberHoldQueries.available({ productId, city, contains: null }));
  const found = useQuery({ ...numberHoldQueries.available({ productId, city, contains }), enabled: contains !== null });
  const hold = useHoldNumbers();
  const release = useReleaseHold();
  const [now, readClock] = useNow(15_000);
  const goneRef = useRef<HTMLDivElement>(null);

  // back in the wizard with holds (a reload, another tab's changes): keep only those the server still has; checked
  // once, when the panel opens: a hold made here afterwards is the server's own answer
  const checkedOnce = useRef(false);
  useEffect(() => {
    if (checkedOnce.current) return;
    checkedOnce.current = true;
    if (held.length === 0) return;
    const checked = held.map((n) => n.id);
    client
      .fetchQuery(numberHoldQueries.holds())
      .then((res) =>
        onChecked(
          checked,
          (res?.data ?? []).filter((n): n is HeldNumber => !!n.reserved_until),
        ),
      )
      .catch(() => {
        // unknown: the holds stay as the wizard has them; the order's answer tells if one ended
      });
  }, [client, held, onChecked]);

  // a hold past its end is over (the server gives it back to stock)
  useEffect(() => {
    const ended = held.filter((n) => Date.parse(n.reserved_until) <= now);
    if (ended.length === 0) return;
    onReleased(ended.map((n) => n.id));
    setAnnouncement(t('orders.wizard.chooseNumbers.expired', { numbers: ended.map((n) => n.service_number).join(', ') }));
  }, [held, now, onReleased, t]);

  const list = contains === null ? stock : found;
  const heldIds = new Set(held.map((n) => n.id));
  const offered = (list.data?.data ?? []).filter((n) => !heldIds.has(n.id));
  const hasStock = (stock.data?.data.length ?? 0) > 0 || held.length > 0;
  // the stock is one Tab stop, its numbers reached with the arrow keys (a roving tabindex): up to 50 checkboxes
  // each in the Tab order stood between the quantity and Next
  const [stop, setStop] = useState(0);
  const stockRef = useRef<HTMLDivElement>(null);
  if (!hasStock) return null;

  const room = Math.max(0, quantity - held.length);
  const earliest = held.reduce<string | null>((a, n) => (a === null || n.reserved_until < a ? n.reserved_until : a), null);
  // whole minutes left, rounded up; never more than a hold lasts (the two clocks may differ by a moment)
  const minutesLeft = earliest ? Math.min(RESERVATION_MINUTES, Math.ceil((Date.parse(earliest) - now) / MINUTE)) : 0;

  const search = () => {
    const digits = draft.replace(/[\s().-]/g, '');
    if (digits && !DIGITS.test(digits)) {
      setDraftInvalid(true);
      return;
    }
    setDraftInvalid(false);
    setContains(digits || null);
  };

  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));

  const holdChosen = () => {
    if (chosen.length === 0) return;
    setGone(null);
    setProblem(null);
    hold.mutate(
      { service_number_type_id: productId, inventory_number_ids: chosen.slice(0, room) },
      {
        onSuccess: (res) => {
          const numbers = (res?.data ?? []).filter((n): n is HeldNumber => !!n.reserved_until);
          readClock();
          onHeld(numbers);
          setChosen([]);
          const until = numbers[0]?.reserved_until;
          setAnnouncement(
            until
              ? t('orders.wizard.chooseNumbers.heldNow', {
                  time: holdClock(until),
                  numbers: numbers.map((n) => n.service_number).join(', '),
                })
              : '',
          );
        },
        onError: (e) => {
          const known: StockNumber[] = [...(stock.data?.data ?? []), ...(found.data?.data ?? [])];
          const names = goneNumbersOf(e, known);
          if (names) {
            setGone(names);
            const goneIds = new Set(known.filter((n) => names.includes(n.service_number)).map((n) => n.id));
            setChosen((c) => c.filter((id) => !goneIds.has(id)));
            setTimeout(() => goneRef.current?.focus(), 0);
          } else {
            setProblem(errorMessages(e).join(' ') || t('orders.wizard.chooseNumbers.holdFailed'));
          }
        },
      },
    );
  };

  const giveBack = (n: HeldNumber) =>
    release.mutate(n.id, {
      onSuccess: () => {
        onReleased([n.id]);
        setAnnouncement(t('orders.wizard.chooseNumbers.released', { number: n.service_number }));
      },
    });

  const enabled = offered.flatMap((n, i) => (chosen.includes(n.id) || chosen.length < room ? [i] : []));
  const tabStop = enabled.includes(stop) ? stop : (enabled[0] ?? -1);
  const stockBoxes = () => Array.from(stockRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []);
  const onStockKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.indexOf(tabStop);
    const to: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    if (!(e.key in to) || at < 0) return;
    e.preventDefault();
    const next = enabled[Math.max(0, Math.min(enabled.length - 1, to[e.key] as number))] as number;
    setStop(next);
    stockBoxes()[next]?.focus();
  };

  return (
    <Stack gap="sm" data-testid="choose-numbers">
      <Divider />
      <Title order={3} size="h5" id="choose-numbers-title">
        {t('orders.wizard.chooseNumbers.title')}
      </Title>
      <Text size="sm">{t('orders.wizard.chooseNumbers.intro')}</Text>
      <div aria-live="polite" style={VISUALLY_HIDDEN} data-testid="choose-numbers-live">
        {announcement}
      </div>

      {held.length > 0 && earliest && (
        <Stack gap={4} component="section" aria-labelledby="held-numbers-title">
          <Group gap="xs">
            <IconLock size={16} aria-hidden />
            <Text fw={500} id="held-numbers-title">
              {t('orders.wizard.chooseNumbers.heldUntil', { time: holdClock(earliest) })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="held-countdown">
              {minutesLeft > 1
                ? t('orders.wizard.chooseNumbers.remaining', { minutes: minutesLeft })
                : t('orders.wizard.chooseNumbers.lastMinute')}
            </Text>
          </Group>
          <List listStyleType="none" spacing={4} aria-labelledby="held-numbers-title">
            {held.map((n) => (
              <List.Item key={n.id} data-held-id={n.id}>
                <Group gap="sm">
                  <Text ff="monospace">{n.service_number}</Text>
                  {n.city && (
                    <Text size="sm" c="dimmed">
                      {n.city}
                    </Text>
                  )}
                  {n.reserved_until !== earliest && (
                    <Text size="sm" c="dimmed">
                      {t('orders.wizard.chooseNumbers.until', { time: holdClock(n.reserved_until) })}
                    </Text>
                  )}
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={t('orders.wizard.chooseNumbers.releaseNamed', { number: n.service_number })}
                    onClick={() => giveBack(n)}
                    loading={release.isPending && release.variables === n.id}
                  >
                    {t('orders.wizard.chooseNumbers.release')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert" data-testid="choose-numbers-error">
          {error}
        </Alert>
      )}

      {quantity <= 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.wizard.chooseNumbers.needQuantity')}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="choose-numbers-room">
          {t('orders.wizard.chooseNumbers.room', { max: quantity, held: held.length })}
        </Text>
      )}

      <Group align="flex-end" gap="xs" role="search" aria-label={t('orders.wizard.chooseNumbers.searchLabel')}>
        <TextInput
          label={t('orders.wizard.chooseNumbers.contains')}
          description={t('orders.wizard.chooseNumbers.containsHint')}
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          error={draftInvalid ? t('orders.wizard.chooseNumbers.digitsOnly') : undefined}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter searches the stock instead of sending the details form around it
            if (e.key === 'Enter') {
              e.preventDefault();
              search();
            }
          }}
        />
        <Button type="button" variant="default" leftSection={<IconSearch size={16} aria-hidden />} onClick={search}>
          {t('orders.wizard.chooseNumbers.search')}
        </Button>
      </Group>

      {gone && (
        <Alert ref={goneRef} tabIndex={-1} color="orange" role="alert" data-testid="numbers-gone">
          {t('orders.wizard.chooseNumbers.gone', { numbers: gone.join(', ') })}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}

      {offered.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {list.isFetching ? t('common.loading') : t('orders.wizard.chooseNumbers.none')}
        </Text>
      ) : (
        <Fieldset
          legend={t('orders.wizard.chooseNumbers.stock')}
          variant="unstyled"
          aria-busy={list.isFetching}
          aria-describedby="stock-keys-hint"
        >
          <Text size="xs" c="dimmed" mb="xs" id="stock-keys-hint">
            {t('orders.wizard.chooseNumbers.keysHint')}
          </Text>
          <SimpleGrid
            ref={stockRef}
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="xs"
            onKeyDown={onStockKey}
            onFocus={(e) => {
              const i = stockBoxes().indexOf(e.target as HTMLInputElement);
              if (i >= 0) setStop(i);
            }}
          >
            {offered.map((n, i) => {
              const on = chosen.includes(n.id);
              return (
                <Checkbox
                  key={n.id}
                  label={n.service_number}
                  description={n.city ?? undefined}
                  checked={on}
                  tabIndex={i === tabStop ? 0 : -1}
                  disabled={!on && chosen.length >= room}
                  onChange={(e) => toggle(n.id, e.currentTarget.checked)}
                  styles={{ label: { fontFamily: 'monospace' } }}
                />
              );
            })}
          </SimpleGrid>
          {(list.data?.data.length ?? 0) >= STOCK_PAGE && (
            <Text size="xs" c="dimmed" mt="xs">
              {t('orders.wizard.chooseNumbers.more', { n: STOCK_PAGE })}
            </Text>
          )}
        </Fieldset>
      )}
      <Group>
        <Button
          type="button"
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={holdChosen}
          disabled={chosen.length === 0 || room === 0}
          loading={hold.isPending}
        >
          {t('orders.wizard.chooseNumbers.hold', { n: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
