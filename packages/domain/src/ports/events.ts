import type { Language } from '../accounts/languages.ts';
import { defineEvent, type EventValues } from '../common/events.ts';
import type { PortState } from './rules.ts';

/**
 * The events of number ports (common/events.ts; docs/webhooks.md): each state change (`port.state_changed`) and each
 * note (`port.note_added`), told to both sides — the order's company and the provider's order desk — and sent as
 * webhook events; listed by the ports module's manifest.
 */

/** What a port notification stores. */
export interface PortEventParams {
  port_id: number;
  order_id: number;
  reference: string;
  from: PortState | null;
  to: PortState;
  /** The FOC date the port now stands on (confirmed, else requested), YYYY-MM-DD. */
  foc_date: string | null;
  /** The exception's or the cancellation's reason, as staff wrote it. */
  reason: string | null;
}

export interface PortNoteParams {
  port_id: number;
  order_id: number;
  reference: string;
}

/** Port state names (the web locales' `ports.states`). */
export const PORT_STATE_NAMES: Record<Language, Record<PortState, string>> = {
  en: {
    draft: 'Draft',
    submitted: 'Submitted',
    exception: 'Exception',
    foc_confirmed: 'FOC confirmed',
    ported: 'Ported',
    cancelled: 'Cancelled',
  },
  es: {
    draft: 'Borrador',
    submitted: 'Enviada',
    exception: 'Incidencia',
    foc_confirmed: 'FOC confirmada',
    ported: 'Portada',
    cancelled: 'Cancelada',
  },
  fr: {
    draft: 'Brouillon',
    submitted: 'Envoyée',
    exception: 'Anomalie',
    foc_confirmed: 'FOC confirmée',
    ported: 'Portée',
    cancelled: 'Annulée',
  },
  ja: {
    draft: '下書き',
    submitted: '申請済み',
    exception: '要対応',
    foc_confirmed: 'FOC確定',
    ported: 'ポート完了',
    cancelled: 'キャンセル済み',
  },
  ru: {
    draft: 'Черновик',
    submitted: 'Отправлен',
    exception: 'Требует исправления',
    foc_confirmed: 'Дата FOC подтверждена',
    ported: 'Перенесён',
    cancelled: 'Отменён',
  },
  zh: { draft: '草稿', submitted: '已提交', exception: '需处理', foc_confirmed: 'FOC 已确认', ported: '已携入', cancelled: '已取消' },
};

/** What each state means for the reader: the next step, with {date} and {reason}. */
const NEXT: Record<Language, Record<PortState, string>> = {
  en: {
    draft: 'The port is a draft.',
    submitted: 'The port was submitted; the losing carrier is asked for a FOC date.',
    exception: 'The port needs a correction: {reason}',
    foc_confirmed: 'The losing carrier confirmed the FOC date {date}.',
    ported: 'The numbers ported; those ported are in the inventory.',
    cancelled: 'The port was cancelled. {reason}',
  },
  es: {
    draft: 'La portabilidad es un borrador.',
    submitted: 'Se envió la portabilidad; se pide la fecha FOC al operador cedente.',
    exception: 'La portabilidad necesita una corrección: {reason}',
    foc_confirmed: 'El operador cedente confirmó la fecha FOC {date}.',
    ported: 'Los números se portaron; los portados están en el inventario.',
    cancelled: 'Se canceló la portabilidad. {reason}',
  },
  fr: {
    draft: 'La portabilité est un brouillon.',
    submitted: 'La portabilité a été envoyée ; la date FOC est demandée à l’opérateur cédant.',
    exception: 'La portabilité demande une correction : {reason}',
    foc_confirmed: 'L’opérateur cédant a confirmé la date FOC du {date}.',
    ported: 'Les numéros ont été portés ; ceux qui l’ont été sont dans l’inventaire.',
    cancelled: 'La portabilité a été annulée. {reason}',
  },
  ja: {
    draft: 'ポート申請は下書きです。',
    submitted: 'ポート申請が提出されました。移転元キャリアに FOC 日を依頼しています。',
    exception: 'ポート申請に修正が必要です：{reason}',
    foc_confirmed: '移転元キャリアが FOC 日 {date} を確定しました。',
    ported: '番号のポートが完了しました。ポートされた番号はインベントリにあります。',
    cancelled: 'ポート申請はキャンセルされました。{reason}',
  },
  ru: {
    draft: 'Перенос номеров — черновик.',
    submitted: 'Заявка на перенос отправлена; у прежнего оператора запрошена дата FOC.',
    exception: 'Заявка на перенос требует исправления: {reason}',
    foc_confirmed: 'Прежний оператор подтвердил дату FOC: {date}.',
    ported: 'Номера перенесены; перенесённые номера добавлены в инвентарь.',
    cancelled: 'Перенос номеров отменён. {reason}',
  },
  zh: {
    draft: '携号转网申请为草稿。',
    submitted: '携号转网申请已提交，正在向原运营商申请 FOC 日期。',
    exception: '携号转网申请需要更正：{reason}',
    foc_confirmed: '原运营商已确认 FOC 日期 {date}。',
    ported: '号码已携入，携入的号码已加入号码库存。',
    cancelled: '携号转网申请已取消。{reason}',
  },
};

const TITLES: Record<Language, { moved: string; note: string; noteMessage: string }> = {
  en: {
    moved: 'Port of order {reference}: {state}',
    note: 'New note on the port of order {reference}',
    noteMessage: 'Open the order to read the note and answer it.',
  },
  es: {
    moved: 'Portabilidad del pedido {reference}: {state}',
    note: 'Nueva nota en la portabilidad del pedido {reference}',
    noteMessage: 'Abra el pedido para leer la nota y responderla.',
  },
  fr: {
    moved: 'Portabilité de la commande {reference} : {state}',
    note: 'Nouvelle note sur la portabilité de la commande {reference}',
    noteMessage: 'Ouvrez la commande pour lire la note et y répondre.',
  },
  ja: {
    moved: '注文 {reference} のポート申請：{state}',
    note: '注文 {reference} のポート申請に新しいメモ',
    noteMessage: '注文を開いてメモを読み、返信してください。',
  },
  ru: {
    moved: 'Перенос номеров по заказу {reference}: {state}',
    note: 'Новая заметка по переносу номеров заказа {reference}',
    noteMessage: 'Откройте заказ, чтобы прочитать заметку и ответить.',
  },
  zh: {
    moved: '订单 {reference} 的携号转网：{state}',
    note: '订单 {reference} 的携号转网有新备注',
    noteMessage: '打开订单即可阅读并回复备注。',
  },
};

const movedValues: EventValues<PortEventParams> = (p, language) => {
  const to = (p.to ?? 'draft') as PortState;
  const next = NEXT[language][to]
    .replace('{date}', p.foc_date ?? '')
    .replace('{reason}', p.reason ?? '')
    .trim();
  return { reference: p.reference ?? '', state: PORT_STATE_NAMES[language][to], next };
};

const LANGS: Language[] = ['en', 'es', 'fr', 'ja', 'ru', 'zh'];
const each = (f: (l: Language) => { title: string; message: string }) =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Record<Language, { title: string; message: string }>;

export const PORT_EVENTS = [
  defineEvent<PortEventParams>({
    key: 'port.state_changed',
    webhook: {
      name: 'port.state_changed',
      label: {
        en: 'Number port state changed',
        es: 'Cambio de estado de una portabilidad',
        fr: 'Changement d’état d’une portabilité',
        ja: 'ポート申請の状態変更',
        ru: 'Изменён статус переноса номеров',
        zh: '携号转网状态变更',
      },
    },
    notification: { texts: each((l) => ({ title: TITLES[l].moved, message: '{next}' })), values: movedValues },
  }),
  defineEvent<PortNoteParams>({
    key: 'port.note_added',
    webhook: {
      name: 'port.note_added',
      label: {
        en: 'Note added to a number port',
        es: 'Nota añadida a una portabilidad',
        fr: 'Note ajoutée à une portabilité',
        ja: 'ポート申請へのメモ追加',
        ru: 'Заметка к переносу номеров',
        zh: '携号转网新增备注',
      },
    },
    notification: {
      texts: each((l) => ({ title: TITLES[l].note, message: TITLES[l].noteMessage })),
      values: (p) => ({ reference: p.reference ?? '' }),
    },
  }),
];
