import type { Language } from '../accounts/languages.ts';
import { defineEvent, type EventValues } from '../common/events.ts';

/**
 * The events of billing (common/events.ts; docs/webhooks.md): a company's statement of a month is closed
 * (`statement.closed`), told to the company's master and billing accounts and sent as a webhook event; listed by the
 * billing module's manifest.
 */

/** What a statement notification stores. */
export interface StatementEventParams {
  customer_id: number;
  month: string;
  currency: string;
  /** The amount due, to the cent. */
  total_due: string;
}

const TEXTS: Record<Language, { title: string; message: string }> = {
  en: { title: 'Statement for {month} ({currency})', message: 'Your statement is closed: {total} due. Open it to see every charge.' },
  es: { title: 'Extracto de {month} ({currency})', message: 'Su extracto está cerrado: {total} a pagar. Ábralo para ver cada cargo.' },
  fr: { title: 'Relevé de {month} ({currency})', message: 'Votre relevé est clos : {total} à payer. Ouvrez-le pour voir chaque frais.' },
  ja: { title: '{month} の明細（{currency}）', message: '明細が確定しました。請求額 {total}。各料金の内訳をご覧ください。' },
  ru: {
    title: 'Выписка за {month} ({currency})',
    message: 'Выписка закрыта: к оплате {total}. Откройте её, чтобы увидеть каждое начисление.',
  },
  zh: { title: '{month} 账单（{currency}）', message: '您的账单已结算：应付 {total}。打开即可查看每项费用。' },
};

const LOCALES: Record<Language, string> = { en: 'en', es: 'es', fr: 'fr', ja: 'ja', ru: 'ru', zh: 'zh' };

const statementValues: EventValues<StatementEventParams> = (p, language) => {
  const [year, month] = (p.month ?? '').split('-').map(Number);
  const monthName =
    year && month
      ? new Intl.DateTimeFormat(LOCALES[language], { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1))
      : '';
  let total = p.total_due ?? '';
  if (p.total_due && p.currency) {
    total = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: p.currency }).format(Number(p.total_due));
  }
  return { month: monthName, currency: p.currency ?? '', total };
};

const label = (l: Language) =>
  ({ en: 'Statement closed', es: 'Extracto cerrado', fr: 'Relevé clos', ja: '明細の確定', ru: 'Выписка закрыта', zh: '账单已结算' })[l];

export const BILLING_EVENTS = [
  defineEvent<StatementEventParams>({
    key: 'statement.closed',
    webhook: {
      name: 'statement.closed',
      label: { en: label('en'), es: label('es'), fr: label('fr'), ja: label('ja'), ru: label('ru'), zh: label('zh') },
    },
    notification: { texts: TEXTS, values: statementValues },
  }),
];
