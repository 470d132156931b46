import type { Language } from '../accounts/languages.ts';
import { defineEvent, type EventTexts, type EventValues, fillText } from '../common/events.ts';
import { orderNextStep, type OrderReader } from './next-steps.ts';

/**
 * The order feature's events (common/events.ts): the notifications of an order placed or moved, and the webhook
 * events of orders (docs/webhooks.md), listed by the orders module's manifest. A new order event is one more entry
 * here and its emit in the service.
 */

/** Order status names (the web locales' `orders.status`). */
const STATUS_NAMES: Record<Language, Record<string, string>> = {
  en: {
    requested: 'Requested',
    saved: 'Saved',
    confirmed: 'Confirmed',
    incomplete: 'Incomplete',
    ready: 'Ready',
    processed: 'Processed',
    accepted: 'Accepted',
    assigned: 'Assigned',
    ordered: 'Ordered',
    testing: 'Testing',
    completed: 'Completed',
    cancellation: 'Cancellation requested',
    cancelled: 'Cancelled',
    terminated: 'Terminated',
  },
  es: {
    requested: 'Solicitado',
    saved: 'Guardado',
    confirmed: 'Confirmado',
    incomplete: 'Incompleto',
    ready: 'Listo',
    processed: 'Procesado',
    accepted: 'Aceptado',
    assigned: 'Asignado',
    ordered: 'Pedido al operador',
    testing: 'En pruebas',
    completed: 'Completado',
    cancellation: 'Cancelación solicitada',
    cancelled: 'Cancelado',
    terminated: 'Terminado',
  },
  fr: {
    requested: 'Demandée',
    saved: 'Enregistrée',
    confirmed: 'Confirmée',
    incomplete: 'Incomplète',
    ready: 'Prête',
    processed: 'Traitée',
    accepted: 'Acceptée',
    assigned: 'Attribuée',
    ordered: "Commandée à l'opérateur",
    testing: 'En test',
    completed: 'Terminée',
    cancellation: 'Annulation demandée',
    cancelled: 'Annulée',
    terminated: 'Résiliée',
  },
  ja: {
    requested: '依頼済み',
    saved: '保存済み',
    confirmed: '確認済み',
    incomplete: '不備あり',
    ready: '提出済み',
    processed: '処理済み',
    accepted: '受理済み',
    assigned: '割り当て済み',
    ordered: 'キャリアに発注済み',
    testing: 'テスト中',
    completed: '完了',
    cancellation: 'キャンセル申請中',
    cancelled: 'キャンセル済み',
    terminated: '解約済み',
  },
  ru: {
    requested: 'Запрошен',
    saved: 'Сохранён',
    confirmed: 'Подтверждён',
    incomplete: 'Неполный',
    ready: 'Готов',
    processed: 'Обработан',
    accepted: 'Принят',
    assigned: 'Назначен',
    ordered: 'Заказан у оператора',
    testing: 'Тестирование',
    completed: 'Выполнен',
    cancellation: 'Запрошена отмена',
    cancelled: 'Отменён',
    terminated: 'Расторгнут',
  },
  zh: {
    requested: '已请求',
    saved: '已保存',
    confirmed: '已确认',
    incomplete: '不完整',
    ready: '已提交',
    processed: '已处理',
    accepted: '已接受',
    assigned: '已分配',
    ordered: '已向运营商订购',
    testing: '测试中',
    completed: '已完成',
    cancellation: '已申请取消',
    cancelled: '已取消',
    terminated: '已终止',
  },
};

/** An order status in a language (the code itself when unknown). */
export const orderStatusName = (status: string, language: Language): string => STATUS_NAMES[language][status] ?? status;

/** What an order notification stores (every one optional: a renderer never fails on an old or partial row). */
export interface OrderEventParams {
  order_id: number;
  reference: string | null;
  service_type: string;
  jurisdiction: string;
  from: string | null;
  to: string;
  remarks: string | null;
  /**
   * Which side reads this notification (the notifier adds it to each receiver's row): its message then ends with what
   * that reader should do next. Absent on rows stored before: no next step.
   */
  reader?: OrderReader;
}

/** How an order is named, and the remarks line under a move. */
const ORDER_WORDS: Record<Language, { order: string; remarks: string }> = {
  en: { order: 'Order {id}{ref}', remarks: 'Remarks: {remarks}' },
  es: { order: 'Pedido {id}{ref}', remarks: 'Observaciones: {remarks}' },
  fr: { order: 'Commande {id}{ref}', remarks: 'Remarques : {remarks}' },
  ja: { order: '注文 {id}{ref}', remarks: '備考: {remarks}' },
  ru: { order: 'Заказ {id}{ref}', remarks: 'Примечания: {remarks}' },
  zh: { order: '订单 {id}{ref}', remarks: '备注：{remarks}' },
};

const orderValues: EventValues<OrderEventParams> = (p, lng, opts) => {
  const words = ORDER_WORDS[lng];
  const reader = p.reader === 'staff' || p.reader === 'customer' ? p.reader : undefined;
  const next = reader ? orderNextStep(lng, p.to, reader, p.remarks) : undefined;
  // an incomplete order's next step for the customer names the reason itself: not twice
  const remarks = reader === 'customer' && p.to === 'incomplete' ? undefined : p.remarks?.trim();
  return {
    order: fillText(words.order, { id: String(p.order_id ?? ''), ref: p.reference ? ` (${p.reference})` : '' }),
    service: p.service_type ?? '',
    place: p.jurisdiction ? (opts.place ? opts.place(p.jurisdiction, lng) : p.jurisdiction) : '',
    from: p.from ? orderStatusName(p.from, lng) : '',
    to: p.to ? orderStatusName(p.to, lng) : '',
    remarks: remarks ? `\n${fillText(words.remarks, { remarks })}` : '',
    next: next ? `\n${next}` : '',
  };
};

const PLACED: Record<Language, EventTexts> = {
  en: { title: '{order} is now {to}', message: '{order} for {service} in {place} was placed with status {to}.{remarks}{next}' },
  es: { title: '{order}: ahora «{to}»', message: '{order} ({service}, {place}) se creó con el estado «{to}».{remarks}{next}' },
  fr: { title: '{order} : désormais « {to} »', message: '{order} ({service}, {place}) créée au statut « {to} ».{remarks}{next}' },
  ja: {
    title: '{order} は「{to}」になりました',
    message: '{place} の {service} の{order}がステータス「{to}」で作成されました。{remarks}{next}',
  },
  ru: { title: '{order}: теперь «{to}»', message: '{order} на {service} ({place}) создан со статусом «{to}».{remarks}{next}' },
  zh: { title: '{order} 现为“{to}”', message: '{place} 的 {service} {order}已创建，状态为“{to}”。{remarks}{next}' },
};

const MOVED: Record<Language, EventTexts> = {
  en: { title: '{order} is now {to}', message: '{order} for {service} in {place} moved from {from} to {to}.{remarks}{next}' },
  es: { title: '{order}: ahora «{to}»', message: '{order} ({service}, {place}) pasó de «{from}» a «{to}».{remarks}{next}' },
  fr: { title: '{order} : désormais « {to} »', message: '{order} ({service}, {place}) passée de « {from} » à « {to} ».{remarks}{next}' },
  ja: {
    title: '{order} は「{to}」になりました',
    message: '{place} の {service} の{order}が「{from}」から「{to}」に変わりました。{remarks}{next}',
  },
  ru: { title: '{order}: теперь «{to}»', message: '{order} на {service} ({place}) переведён из статуса «{from}» в «{to}».{remarks}{next}' },
  zh: { title: '{order} 现为“{to}”', message: '{place} 的 {service} {order}已从“{from}”变为“{to}”。{remarks}{next}' },
};

/** The order events, in the order docs/webhooks.md lists their webhooks. */
export const ORDER_EVENTS = [
  /** An order was placed (its first status). */
  defineEvent<OrderEventParams>({
    key: 'order.placed',
    webhook: {
      name: 'order.created',
      label: {
        en: 'Order created',
        es: 'Pedido creado',
        fr: 'Commande créée',
        ja: '注文の作成',
        ru: 'Заказ создан',
        zh: '订单已创建',
      },
    },
    notification: { texts: PLACED, values: orderValues },
  }),
  /** An order moved from one status to another. */
  defineEvent<OrderEventParams>({
    key: 'order.moved',
    webhook: {
      name: 'order.status_changed',
      label: {
        en: 'Order status changed',
        es: 'Cambio de estado del pedido',
        fr: 'Statut de commande modifié',
        ja: '注文ステータスの変更',
        ru: 'Статус заказа изменён',
        zh: '订单状态已变更',
      },
    },
    notification: { texts: MOVED, values: orderValues },
  }),
  /** A customer uploaded one of the order's documents (sent by the documents module, which takes the upload). */
  defineEvent({
    key: 'order.document_uploaded',
    webhook: {
      name: 'order.document_uploaded',
      label: {
        en: 'Order document uploaded',
        es: 'Documento del pedido subido',
        fr: 'Document de commande téléversé',
        ja: '注文書類のアップロード',
        ru: 'Документ заказа загружен',
        zh: '订单文件已上传',
      },
    },
  }),
];
