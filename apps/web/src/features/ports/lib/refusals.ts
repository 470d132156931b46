import { PORT_MESSAGES as M } from '@gsn/domain/ports/schemas';
import { ApiError, errorMessages } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

/** The server's fixed texts of a refused port change, by their key in `ports.refusals`. */
const REFUSALS: Record<string, string> = {
  [M.numberInvalid]: 'invalid',
  [M.numberWrongCountry]: 'wrongCountry',
  [M.numberInInventory]: 'inInventory',
  [M.numberInOtherPort]: 'inOtherPort',
  [M.tooManyNumbers]: 'tooMany',
  [M.numbersRequired]: 'numbersRequired',
  [M.moreThanOrdered]: 'moreThanOrdered',
  [M.carriersRequired]: 'carriersRequired',
  [M.focDateRequired]: 'focDateRequired',
  [M.focWeekend]: 'focWeekend',
  [M.loaRequired]: 'loaRequired',
  [M.confirmedDateRequired]: 'confirmedDateRequired',
  [M.focDatePast]: 'focDatePast',
  [M.exceptionRequired]: 'exceptionRequired',
  [M.resultsRequired]: 'resultsRequired',
  [M.resultUnknown]: 'resultUnknown',
  [M.rejectReasonRequired]: 'rejectReasonRequired',
  [M.nonePorted]: 'nonePorted',
  [M.noteRequired]: 'noteRequired',
  [M.loaTypes]: 'loaTypes',
};

const TOO_EARLY = new RegExp(`^${M.focTooEarly.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{date\\}', '(\\d{4}-\\d{2}-\\d{2})')}$`);

/** One refusal in the reader's language (a number's `+44…: text`, the earliest date's, a fixed one); null if unknown. */
function refusalText(message: string): string | null {
  const early = TOO_EARLY.exec(message);
  if (early) return i18n.t('ports.refusals.focTooEarly', { date: early[1] });
  const key = REFUSALS[message];
  if (key) return i18n.t(`ports.refusals.${key}`);
  const numbered = /^(\+?[\d\s()-]+): (.+)$/.exec(message);
  const own = numbered ? REFUSALS[numbered[2]!] : undefined;
  // the number as the reader wrote it, then what is wrong with it
  return numbered && own ? `${numbered[1]}: ${i18n.t(`ports.refusals.${own}`)}` : null;
}

/** The texts of a refused port change: the port's own refusals in the reader's language, the rest as the app shows them. */
export function portErrors(error: unknown): string[] {
  const shown = errorMessages(error);
  if (!(error instanceof ApiError)) return shown;
  if (error.errors.length > 0) return error.errors.map((e, i) => refusalText(e.message) ?? shown[i] ?? e.message);
  const own = error.status < 500 ? refusalText(error.message) : null;
  return own ? [own] : shown;
}
