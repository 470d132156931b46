import type { Language } from '../accounts/languages.ts';
import { defineEvent, type EventTexts, type EventValues, type InLanguages } from '../common/events.ts';
import type { NumbersChange } from './number-lifecycle.ts';

/**
 * The events of an order's numbers (common/events.ts; docs/api-numbers.md): assigned, in service, a disconnection
 * asked for and done, and numbers held in the order wizard released. Each is a webhook event of the same name and a
 * notification (its receivers: the orders module's notification types order/numbers/<action>), listed by the orders
 * module's manifest, which sends them.
 */

/** What a numbers notification stores: the order (none for numbers held in the wizard) and how many numbers. */
export interface NumbersEventParams {
  order_id: number | null;
  count: number;
}

const values: EventValues<NumbersEventParams> = (p) => ({
  count: String(p.count ?? ''),
  order: p.order_id === null || p.order_id === undefined ? '' : String(p.order_id),
});

const event = (key: NumbersChange['event'], label: InLanguages, texts: Record<Language, EventTexts>) =>
  defineEvent<NumbersEventParams>({ key, webhook: { name: key, label }, notification: { texts, values } });

export const NUMBER_EVENTS = [
  event(
    'order.numbers_assigned',
    {
      en: 'Order numbers assigned',
      es: 'Números asignados al pedido',
      fr: 'Numéros attribués à la commande',
      ja: '注文への番号の割り当て',
      ru: 'Номера назначены заказу',
      zh: '订单号码已分配',
    },
    {
      en: {
        title: 'Numbers assigned',
        message: '{count} number(s) were assigned to order {order}. They go into service when the order is completed.',
      },
      es: {
        title: 'Números asignados',
        message: 'Se asignaron {count} número(s) al pedido {order}. Entran en servicio cuando el pedido se completa.',
      },
      fr: {
        title: 'Numéros attribués',
        message: '{count} numéro(s) ont été attribués à la commande {order}. Ils entrent en service quand la commande est terminée.',
      },
      ja: {
        title: '番号が割り当てられました',
        message: '注文 {order} に {count} 件の番号が割り当てられました。注文の完了時に利用開始となります。',
      },
      ru: {
        title: 'Номера назначены',
        message: 'Заказу {order} назначено номеров: {count}. Они начнут работать, когда заказ будет выполнен.',
      },
      zh: { title: '号码已分配', message: '已为订单 {order} 分配 {count} 个号码。订单完成后开始服务。' },
    },
  ),
  event(
    'order.numbers_activated',
    {
      en: 'Order numbers in service',
      es: 'Números del pedido en servicio',
      fr: 'Numéros de la commande en service',
      ja: '注文の番号の利用開始',
      ru: 'Номера заказа подключены',
      zh: '订单号码已开通',
    },
    {
      en: {
        title: 'Numbers in service',
        message: '{count} number(s) of order {order} are in service. Open the order to see or download them.',
      },
      es: {
        title: 'Números en servicio',
        message: '{count} número(s) del pedido {order} están en servicio. Abra el pedido para verlos o descargarlos.',
      },
      fr: {
        title: 'Numéros en service',
        message: '{count} numéro(s) de la commande {order} sont en service. Ouvrez la commande pour les voir ou les télécharger.',
      },
      ja: {
        title: '番号の利用が開始されました',
        message: '注文 {order} の {count} 件の番号が利用開始されました。注文を開いて確認またはダウンロードできます。',
      },
      ru: {
        title: 'Номера подключены',
        message: 'Номера заказа {order} подключены: {count}. Откройте заказ, чтобы посмотреть или скачать их.',
      },
      zh: { title: '号码已开通', message: '订单 {order} 的 {count} 个号码已开通。打开订单即可查看或下载。' },
    },
  ),
  event(
    'order.disconnect_requested',
    {
      en: 'Disconnection requested',
      es: 'Baja solicitada',
      fr: 'Résiliation demandée',
      ja: '解約の申請',
      ru: 'Запрошено отключение',
      zh: '已申请停用',
    },
    {
      en: {
        title: 'Disconnection requested',
        message: 'The customer asked to give back {count} number(s) of order {order}. Review and confirm the disconnection on the order.',
      },
      es: {
        title: 'Baja solicitada',
        message: 'El cliente pidió devolver {count} número(s) del pedido {order}. Revise y confirme la baja en el pedido.',
      },
      fr: {
        title: 'Résiliation demandée',
        message:
          'Le client demande à rendre {count} numéro(s) de la commande {order}. Vérifiez et confirmez la résiliation sur la commande.',
      },
      ja: {
        title: '解約が申請されました',
        message: 'お客様が注文 {order} の {count} 件の番号の返却を申請しました。注文で解約を確認してください。',
      },
      ru: {
        title: 'Запрошено отключение',
        message: 'Клиент просит вернуть номера заказа {order}: {count}. Проверьте и подтвердите отключение в заказе.',
      },
      zh: { title: '已申请停用', message: '客户申请退还订单 {order} 的 {count} 个号码。请在订单中审核并确认停用。' },
    },
  ),
  event(
    'order.numbers_disconnected',
    {
      en: 'Order numbers disconnected',
      es: 'Números del pedido dados de baja',
      fr: 'Numéros de la commande résiliés',
      ja: '注文の番号の解約',
      ru: 'Номера заказа отключены',
      zh: '订单号码已停用',
    },
    {
      en: {
        title: 'Numbers disconnected',
        message: '{count} number(s) of order {order} were disconnected; their monthly charge has stopped.',
      },
      es: {
        title: 'Números dados de baja',
        message: 'Se dieron de baja {count} número(s) del pedido {order}; su cuota mensual se ha detenido.',
      },
      fr: {
        title: 'Numéros résiliés',
        message: '{count} numéro(s) de la commande {order} ont été résiliés ; leur redevance mensuelle s’arrête.',
      },
      ja: { title: '番号が解約されました', message: '注文 {order} の {count} 件の番号が解約され、月額料金は停止しました。' },
      ru: { title: 'Номера отключены', message: 'Номера заказа {order} отключены: {count}; их ежемесячная плата прекращена.' },
      zh: { title: '号码已停用', message: '订单 {order} 的 {count} 个号码已停用，月费已停止。' },
    },
  ),
  event(
    'inventory.reservation_expired',
    {
      en: 'Held numbers released',
      es: 'Números reservados liberados',
      fr: 'Numéros réservés libérés',
      ja: '確保した番号の解放',
      ru: 'Удержанные номера освобождены',
      zh: '预留号码已释放',
    },
    {
      en: {
        title: 'Held numbers released',
        message: '{count} number(s) you held while ordering were released after 30 minutes. Choose them again when you order.',
      },
      es: {
        title: 'Números reservados liberados',
        message: 'Los {count} número(s) que reservó al hacer el pedido se liberaron tras 30 minutos. Vuelva a elegirlos al pedir.',
      },
      fr: {
        title: 'Numéros réservés libérés',
        message:
          'Les {count} numéro(s) réservés pendant la commande ont été libérés après 30 minutes. Choisissez-les à nouveau en commandant.',
      },
      ja: {
        title: '確保した番号が解放されました',
        message: '注文中に確保した {count} 件の番号は 30 分後に解放されました。注文時に再度選択してください。',
      },
      ru: {
        title: 'Удержанные номера освобождены',
        message: 'Номера, удержанные при оформлении заказа ({count}), освобождены через 30 минут. Выберите их снова при заказе.',
      },
      zh: { title: '预留号码已释放', message: '您在下单时预留的 {count} 个号码已在 30 分钟后释放。下单时请重新选择。' },
    },
  ),
];
