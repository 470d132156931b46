import {
  IconArrowBackUp,
  IconCalendarClock,
  IconCircleCheck,
  IconClock,
  IconPhoneOff,
  IconPhoneX,
  IconUserCheck,
  type TablerIcon,
} from '@tabler/icons-react';
import { NUMBER_BATCH_LIMIT, NUMBER_MESSAGES, type OrderNumberState, type OrderStatus } from '@gsn/domain';
import { ApiError, errorMessages } from '../../../lib/api';
import { currentLanguage, i18n, LANGUAGE_TAGS } from '../../../lib/i18n';
import { codeMessage, translateServerMessage } from '../../../lib/notify';

/** Badge colour of each state of a number on its order: in service green, on its way out orange/grape, over grey. */
export const NUMBER_STATE_COLORS: Record<OrderNumberState, string> = {
  reserved: 'blue',
  assigned: 'teal',
  active: 'green',
  disconnect_requested: 'orange',
  disconnect_scheduled: 'grape',
  disconnected: 'gray',
  released: 'gray',
};

/** An icon per state, so the states differ by more than colour. */
export const NUMBER_STATE_ICONS: Record<OrderNumberState, TablerIcon> = {
  reserved: IconClock,
  assigned: IconUserCheck,
  active: IconCircleCheck,
  disconnect_requested: IconPhoneX,
  disconnect_scheduled: IconCalendarClock,
  disconnected: IconPhoneOff,
  released: IconArrowBackUp,
};

/** The states in which a number still counts as the order's (what it holds against its ordered quantity). */
const HELD: readonly OrderNumberState[] = ['reserved', 'assigned', 'active', 'disconnect_requested', 'disconnect_scheduled'];

/** How many numbers the order holds now, from the per-state counts of GET /orders/{id}/numbers. */
export function heldCount(states: Record<string, number> | null | undefined): number {
  return HELD.reduce((sum, s) => sum + (states?.[s] ?? 0), 0);
}

/** Staff add numbers while the order is accepted or assigned (docs/api-numbers.md). */
export const ADDING_STATUSES: readonly OrderStatus[] = ['accepted', 'assigned'];
/** A number leaves its order on staff's word only before the order completes (it never went into service). */
export const REMOVING_STATUSES: readonly OrderStatus[] = ['accepted', 'assigned', 'ordered', 'testing'];
/** The numbers of a row staff may take off the order: those not yet in service. */
export const REMOVABLE_STATES: readonly OrderNumberState[] = ['reserved', 'assigned'];

/**
 * The file types a list of numbers may come in, and the largest accepted (docs/api-numbers.md). The contract names ods
 * too, but the server's spreadsheet reader takes xlsx and xls only (an .ods is refused as a wrong type), so it is not
 * offered here.
 */
export const NUMBER_FILE_TYPES = ['csv', 'txt', 'xlsx', 'xls'] as const;
export const NUMBER_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen list file cannot be sent (its type or size), as a translation key; null when it may. */
export function numberFileRefusal(file: File | null): 'fileRequired' | 'fileType' | 'fileSize' | null {
  if (!file) return 'fileRequired';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(NUMBER_FILE_TYPES as readonly string[]).includes(ext)) return 'fileType';
  if (file.size > NUMBER_FILE_MAX_BYTES) return 'fileSize';
  return null;
}

/** The number messages these screens show, translated under orders.numbers.messages (by the server's English text). */
export const NUMBER_MESSAGE_KEYS = [
  'notAvailable',
  'notFound',
  'rangeTooLong',
  'rangeInvalid',
  'tooMany',
  'noneGiven',
  'countInvalid',
  'wrongProduct',
  'moreThanOrdered',
  'notHolding',
  'notRemovable',
  'notCompleted',
  'notActive',
  'nothingRequested',
  'dateInvalid',
  'confirmRequired',
  'added',
  'removed',
  'disconnectRequested',
  'disconnectConfirmed',
] as const satisfies readonly (keyof typeof NUMBER_MESSAGES)[];
export type NumberMessageKey = (typeof NUMBER_MESSAGE_KEYS)[number];

/** A number message in the interface language (the two about the largest list name it in the reader's digits). */
export const numberMessageText = (key: NumberMessageKey) =>
  i18n.t(`orders.numbers.messages.${key}`, { max: new Intl.NumberFormat(LANGUAGE_TAGS[currentLanguage()]).format(NUMBER_BATCH_LIMIT) });

/**
 * A message of the numbers API in the interface language: by its code when the code has a translation, else by its
 * English text when it is one of NUMBER_MESSAGES, else as the shared client translates it; `fallbackKey` when empty.
 */
export function numberMessage(message: string | null | undefined, code?: string | null, fallbackKey?: NumberMessageKey): string {
  const byCode = codeMessage(code);
  if (byCode) return byCode;
  const text = (message ?? '').trim();
  const key = NUMBER_MESSAGE_KEYS.find((k) => NUMBER_MESSAGES[k] === text);
  if (key) return numberMessageText(key);
  if (text) return translateServerMessage(text);
  return fallbackKey ? numberMessageText(fallbackKey) : '';
}

/** One refused number of a 422 answer: the number as the reader knows it and why. */
export interface NumberProblem {
  number: string;
  message: string;
}

/** The request fields that hold the whole list (an error there is about the list, not one number). */
const LIST_FIELDS = ['', 'service_numbers', 'number_ids', 'file', 'count'];

/**
 * What went wrong in a call of the numbers API, for a dialog to show: the answer's message and, for a refused list,
 * one line per number. A field error names the number itself, or its place in the list sent
 * (`service_numbers.3`, `number_ids[3]`), which is read back from `sent`.
 */
export function numberProblems(error: unknown, sent: readonly string[] = []): { message: string; numbers: NumberProblem[] } {
  // a lost connection, a server error or a vanished order: the shared client's texts for them
  if (!(error instanceof ApiError) || error.status === 0 || error.status === 404 || error.status >= 500)
    return { message: errorMessages(error)[0] ?? '', numbers: [] };
  const numbers = error.errors.map((e) => {
    const at = /^(?:service_numbers|number_ids)(?:\.|\[)(\d+)\]?$/.exec(e.field);
    const number = at ? (sent[Number(at[1])] ?? e.field) : LIST_FIELDS.includes(e.field) ? '' : e.field;
    return { number, message: numberMessage(e.message, e.code) };
  });
  return { message: numberMessage(error.message, error.code), numbers };
}

/** A day (YYYY-MM-DD) in the interface language, as the calendar day it names (no time-zone shift). */
export function formatDay(day: string | null | undefined): string | null {
  if (!day) return null;
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[currentLanguage()], { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

/** The same calendar day one year later (29 February gives 28 February), YYYY-MM-DD: the latest disconnection date. */
export function oneYearAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}
