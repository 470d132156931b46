import type { Language } from '../accounts/languages.ts';
import { defineEvent, type EventValues } from '../common/events.ts';
import type { TicketTitle } from '../notifications/schemas.ts';
import type { TicketSide } from './rules.ts';

/**
 * The event of support tickets (common/events.ts; docs/webhooks.md): a reply in a ticket's thread. A staff reply is
 * told to the ticket's creator and its company's master, a customer's to the provider's support staff and the
 * ticket's assignee; endpoints of the ticket's company receive `ticket.replied`.
 */
export interface TicketEventParams {
  ticket_id: number;
  title: TicketTitle;
  side: TicketSide;
  /** The reply itself (at most 250 words): the e-mail carries it, so that it can be read at once. */
  body: string;
}

const TITLE_NAMES: Record<Language, Record<TicketTitle, string>> = {
  en: { 'Order Issue': 'Order Issue', 'Portal Issue': 'Portal Issue', Other: 'Other' },
  es: { 'Order Issue': 'Problema con un pedido', 'Portal Issue': 'Problema con el portal', Other: 'Otro' },
  fr: { 'Order Issue': 'Problème de commande', 'Portal Issue': 'Problème sur le portail', Other: 'Autre' },
  ja: { 'Order Issue': '注文に関する問題', 'Portal Issue': 'ポータルに関する問題', Other: 'その他' },
  ru: { 'Order Issue': 'Проблема с заказом', 'Portal Issue': 'Проблема с порталом', Other: 'Другое' },
  zh: { 'Order Issue': '订单问题', 'Portal Issue': '门户问题', Other: '其他' },
};

const TEXTS: Record<Language, { staff: string; customer: string; message: string }> = {
  en: { staff: 'Support replied to ticket #{id}: {title}', customer: 'New message on ticket #{id}: {title}', message: '{body}' },
  es: {
    staff: 'Soporte respondió al ticket n.º {id}: {title}',
    customer: 'Nuevo mensaje en el ticket n.º {id}: {title}',
    message: '{body}',
  },
  fr: {
    staff: 'L’assistance a répondu au ticket n° {id} : {title}',
    customer: 'Nouveau message sur le ticket n° {id} : {title}',
    message: '{body}',
  },
  ja: {
    staff: 'チケット #{id}（{title}）にサポートが返信しました',
    customer: 'チケット #{id}（{title}）に新しいメッセージ',
    message: '{body}',
  },
  ru: {
    staff: 'Поддержка ответила на обращение № {id}: {title}',
    customer: 'Новое сообщение в обращении № {id}: {title}',
    message: '{body}',
  },
  zh: { staff: '支持团队已回复工单 #{id}：{title}', customer: '工单 #{id}（{title}）有新消息', message: '{body}' },
};

const values: EventValues<TicketEventParams> = (p, language) => ({
  id: String(p.ticket_id ?? ''),
  title: p.title ? (TITLE_NAMES[language][p.title] ?? p.title) : '',
  body: p.body ?? '',
});

const LANGS: Language[] = ['en', 'es', 'fr', 'ja', 'ru', 'zh'];
const each = (f: (l: Language) => { title: string; message: string }) =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Record<Language, { title: string; message: string }>;

export const TICKET_EVENTS = [
  // a staff reply, told to the customer's side
  defineEvent<TicketEventParams>({
    key: 'ticket.answered',
    notification: { texts: each((l) => ({ title: TEXTS[l].staff, message: TEXTS[l].message })), values },
  }),
  // a customer's message, told to the provider's support staff; the webhook event covers both sides' replies
  defineEvent<TicketEventParams>({
    key: 'ticket.replied',
    webhook: {
      name: 'ticket.replied',
      label: {
        en: 'Support ticket replied',
        es: 'Respuesta en un ticket de soporte',
        fr: 'Réponse sur un ticket d’assistance',
        ja: 'サポートチケットへの返信',
        ru: 'Ответ в обращении в поддержку',
        zh: '支持工单有回复',
      },
    },
    notification: { texts: each((l) => ({ title: TEXTS[l].customer, message: TEXTS[l].message })), values },
  }),
];
