import { LANGUAGES, type Language } from '../accounts/languages.ts';
import type { OrderStatus } from './statuses.ts';

/**
 * What the reader of an order notification or e-mail should do next, by the order's new status and by who reads it:
 * the customer (its company's accounts) or the provider's staff. Every order notification ends with this line (its
 * e-mail also links to the order), so nobody has to guess whose move it is.
 */
export type OrderReader = 'customer' | 'staff';

interface NextStepTexts {
  /** The line around a step. */
  line: string;
  /** Incomplete, with the reason staff gave. */
  incompleteReason: string;
  customer: Record<OrderStatus, string>;
  staff: Record<OrderStatus, string>;
}

const TEXTS: Record<Language, NextStepTexts> = {
  en: {
    line: 'Next step: {step}',
    incompleteReason: 'Complete the missing details: {reason}',
    customer: {
      requested: 'Add any missing details and documents, then submit the order.',
      saved: 'Submit the order once its details and documents are complete.',
      confirmed: 'Submit the order so that we can review it.',
      incomplete: 'Complete the missing details and documents, then submit the order again.',
      ready: 'Nothing to do for now: we are reviewing your order and will tell you when it is accepted or if anything is missing.',
      processed: 'Check the custom pricing of the order and confirm it.',
      accepted: 'Nothing to do for now: we are assigning numbers to your order.',
      assigned: 'Nothing to do for now: your numbers are assigned and being set up.',
      ordered: 'Nothing to do for now: your numbers are being set up with the carrier.',
      testing: 'Nothing to do for now: your numbers are being tested.',
      completed: 'Your numbers are listed on the order.',
      cancellation: 'Nothing to do for now: we will confirm the cancellation.',
      cancelled: 'Nothing more to do: the order is cancelled.',
      terminated: 'Nothing more to do: every number of the order was given back.',
    },
    staff: {
      requested: 'Check the order; set custom pricing and process it if needed, otherwise wait for the customer to submit it.',
      saved: 'Wait for the customer to submit the order.',
      confirmed: 'The customer accepted the custom pricing; wait for it to submit the order.',
      incomplete: 'Wait for the customer to complete the order and submit it again.',
      ready: 'Review the order and accept it or mark it incomplete.',
      processed: 'Wait for the customer to confirm the custom pricing.',
      accepted: 'Assign the numbers to the order.',
      assigned: 'Order the numbers from the carrier, then move the order to Ordered.',
      ordered: 'Move the order to Testing once the carrier has delivered the numbers.',
      testing: 'Complete the order once the numbers pass their tests.',
      completed: 'Nothing more to do: the numbers are active and billed from their billing start date.',
      cancellation: 'Confirm the cancellation of the order.',
      cancelled: 'Nothing more to do: the order is cancelled.',
      terminated: 'Nothing more to do: every number of the order was given back.',
    },
  },
  es: {
    line: 'Siguiente paso: {step}',
    incompleteReason: 'Complete los datos que faltan: {reason}',
    customer: {
      requested: 'Añada los datos y documentos que falten y envíe el pedido.',
      saved: 'Envíe el pedido cuando sus datos y documentos estén completos.',
      confirmed: 'Envíe el pedido para que podamos revisarlo.',
      incomplete: 'Complete los datos y documentos que faltan y vuelva a enviar el pedido.',
      ready: 'Por ahora no tiene que hacer nada: estamos revisando su pedido y le avisaremos cuando se acepte o si falta algo.',
      processed: 'Revise el precio personalizado del pedido y confírmelo.',
      accepted: 'Por ahora no tiene que hacer nada: estamos asignando números a su pedido.',
      assigned: 'Por ahora no tiene que hacer nada: sus números están asignados y se están configurando.',
      ordered: 'Por ahora no tiene que hacer nada: sus números se están configurando con el operador.',
      testing: 'Por ahora no tiene que hacer nada: sus números están en pruebas.',
      completed: 'Sus números figuran en el pedido.',
      cancellation: 'Por ahora no tiene que hacer nada: confirmaremos la cancelación.',
      cancelled: 'No hay nada más que hacer: el pedido está cancelado.',
      terminated: 'No hay nada más que hacer: se devolvieron todos los números del pedido.',
    },
    staff: {
      requested: 'Revise el pedido; si procede, añada un precio personalizado y procéselo; si no, espere a que el cliente lo envíe.',
      saved: 'Espere a que el cliente envíe el pedido.',
      confirmed: 'El cliente aceptó el precio personalizado; espere a que envíe el pedido.',
      incomplete: 'Espere a que el cliente complete el pedido y lo vuelva a enviar.',
      ready: 'Revise el pedido y acéptelo o márquelo como incompleto.',
      processed: 'Espere a que el cliente confirme el precio personalizado.',
      accepted: 'Asigne los números al pedido.',
      assigned: 'Pida los números al operador y pase el pedido a «Pedido al operador».',
      ordered: 'Pase el pedido a «En pruebas» cuando el operador haya entregado los números.',
      testing: 'Complete el pedido cuando los números superen las pruebas.',
      completed: 'No hay nada más que hacer: los números están activos y se facturan desde su fecha de inicio de facturación.',
      cancellation: 'Confirme la cancelación del pedido.',
      cancelled: 'No hay nada más que hacer: el pedido está cancelado.',
      terminated: 'No hay nada más que hacer: se devolvieron todos los números del pedido.',
    },
  },
  fr: {
    line: 'Prochaine étape : {step}',
    incompleteReason: 'Complétez les informations manquantes : {reason}',
    customer: {
      requested: 'Ajoutez les informations et documents manquants, puis soumettez la commande.',
      saved: 'Soumettez la commande une fois ses informations et documents complets.',
      confirmed: 'Soumettez la commande pour que nous puissions l’examiner.',
      incomplete: 'Complétez les informations et documents manquants, puis soumettez à nouveau la commande.',
      ready:
        'Rien à faire pour l’instant : nous examinons votre commande et vous dirons quand elle sera acceptée ou s’il manque quelque chose.',
      processed: 'Vérifiez la tarification personnalisée de la commande et confirmez-la.',
      accepted: 'Rien à faire pour l’instant : nous attribuons des numéros à votre commande.',
      assigned: 'Rien à faire pour l’instant : vos numéros sont attribués et en cours de configuration.',
      ordered: 'Rien à faire pour l’instant : vos numéros sont en cours de configuration chez l’opérateur.',
      testing: 'Rien à faire pour l’instant : vos numéros sont en test.',
      completed: 'Vos numéros sont listés sur la commande.',
      cancellation: 'Rien à faire pour l’instant : nous confirmerons l’annulation.',
      cancelled: 'Plus rien à faire : la commande est annulée.',
      terminated: 'Plus rien à faire : tous les numéros de la commande ont été restitués.',
    },
    staff: {
      requested:
        'Vérifiez la commande ; si besoin, ajoutez une tarification personnalisée et traitez-la, sinon attendez que le client la soumette.',
      saved: 'Attendez que le client soumette la commande.',
      confirmed: 'Le client a accepté la tarification personnalisée ; attendez qu’il soumette la commande.',
      incomplete: 'Attendez que le client complète la commande et la soumette à nouveau.',
      ready: 'Examinez la commande et acceptez-la ou marquez-la comme incomplète.',
      processed: 'Attendez que le client confirme la tarification personnalisée.',
      accepted: 'Attribuez les numéros à la commande.',
      assigned: 'Commandez les numéros à l’opérateur, puis passez la commande à « Commandée à l’opérateur ».',
      ordered: 'Passez la commande « En test » une fois les numéros livrés par l’opérateur.',
      testing: 'Terminez la commande une fois les tests des numéros réussis.',
      completed: 'Plus rien à faire : les numéros sont actifs et facturés à partir de leur date de début de facturation.',
      cancellation: 'Confirmez l’annulation de la commande.',
      cancelled: 'Plus rien à faire : la commande est annulée.',
      terminated: 'Plus rien à faire : tous les numéros de la commande ont été restitués.',
    },
  },
  ja: {
    line: '次のステップ: {step}',
    incompleteReason: '不足している情報を補ってください: {reason}',
    customer: {
      requested: '不足している情報と書類を追加してから、注文を提出してください。',
      saved: '情報と書類がそろったら、注文を提出してください。',
      confirmed: '審査のため、注文を提出してください。',
      incomplete: '不足している情報と書類を補ってから、注文を再提出してください。',
      ready: '現在お客様の対応は不要です。注文を審査中です。受理されたとき、または不足があるときにお知らせします。',
      processed: '注文の個別料金を確認し、承認してください。',
      accepted: '現在お客様の対応は不要です。注文に番号を割り当てています。',
      assigned: '現在お客様の対応は不要です。番号は割り当て済みで、設定中です。',
      ordered: '現在お客様の対応は不要です。キャリアで番号を設定中です。',
      testing: '現在お客様の対応は不要です。番号をテスト中です。',
      completed: 'お客様の番号は注文に記載されています。',
      cancellation: '現在お客様の対応は不要です。キャンセルを確認してご連絡します。',
      cancelled: 'これ以上の対応は不要です。注文はキャンセルされました。',
      terminated: 'これ以上の対応は不要です。注文のすべての番号が返却されました。',
    },
    staff: {
      requested: '注文を確認してください。必要なら個別料金を設定して処理し、そうでなければ顧客の提出を待ってください。',
      saved: '顧客が注文を提出するのを待ってください。',
      confirmed: '顧客が個別料金を承認しました。顧客が注文を提出するのを待ってください。',
      incomplete: '顧客が注文を補完して再提出するのを待ってください。',
      ready: '注文を審査し、受理するか不備ありにしてください。',
      processed: '顧客が個別料金を承認するのを待ってください。',
      accepted: '注文に番号を割り当ててください。',
      assigned: 'キャリアに番号を発注し、注文を「キャリアに発注済み」にしてください。',
      ordered: 'キャリアから番号が納品されたら、注文を「テスト中」にしてください。',
      testing: '番号のテストに合格したら、注文を完了にしてください。',
      completed: 'これ以上の対応は不要です。番号は有効で、課金開始日から請求されます。',
      cancellation: '注文のキャンセルを確定してください。',
      cancelled: 'これ以上の対応は不要です。注文はキャンセルされました。',
      terminated: 'これ以上の対応は不要です。注文のすべての番号が返却されました。',
    },
  },
  ru: {
    line: 'Следующий шаг: {step}',
    incompleteReason: 'Дополните недостающие данные: {reason}',
    customer: {
      requested: 'Добавьте недостающие данные и документы, затем отправьте заказ.',
      saved: 'Отправьте заказ, когда его данные и документы будут полными.',
      confirmed: 'Отправьте заказ, чтобы мы могли его проверить.',
      incomplete: 'Дополните недостающие данные и документы, затем отправьте заказ снова.',
      ready: 'Пока ничего делать не нужно: мы проверяем ваш заказ и сообщим, когда он будет принят или если чего-то не хватает.',
      processed: 'Проверьте индивидуальные цены заказа и подтвердите их.',
      accepted: 'Пока ничего делать не нужно: мы назначаем номера вашему заказу.',
      assigned: 'Пока ничего делать не нужно: номера назначены и настраиваются.',
      ordered: 'Пока ничего делать не нужно: номера настраиваются у оператора.',
      testing: 'Пока ничего делать не нужно: номера проходят тестирование.',
      completed: 'Ваши номера перечислены в заказе.',
      cancellation: 'Пока ничего делать не нужно: мы подтвердим отмену.',
      cancelled: 'Больше ничего делать не нужно: заказ отменён.',
      terminated: 'Больше ничего делать не нужно: все номера заказа возвращены.',
    },
    staff: {
      requested:
        'Проверьте заказ; при необходимости задайте индивидуальные цены и обработайте его, иначе дождитесь, пока клиент его отправит.',
      saved: 'Дождитесь, пока клиент отправит заказ.',
      confirmed: 'Клиент принял индивидуальные цены; дождитесь, пока он отправит заказ.',
      incomplete: 'Дождитесь, пока клиент дополнит заказ и отправит его снова.',
      ready: 'Проверьте заказ и примите его или отметьте как неполный.',
      processed: 'Дождитесь, пока клиент подтвердит индивидуальные цены.',
      accepted: 'Назначьте номера заказу.',
      assigned: 'Закажите номера у оператора, затем переведите заказ в статус «Заказан у оператора».',
      ordered: 'Переведите заказ в статус «Тестирование», когда оператор предоставит номера.',
      testing: 'Завершите заказ, когда номера пройдут тесты.',
      completed: 'Больше ничего делать не нужно: номера активны и тарифицируются с даты начала биллинга.',
      cancellation: 'Подтвердите отмену заказа.',
      cancelled: 'Больше ничего делать не нужно: заказ отменён.',
      terminated: 'Больше ничего делать не нужно: все номера заказа возвращены.',
    },
  },
  zh: {
    line: '下一步：{step}',
    incompleteReason: '请补充缺少的信息：{reason}',
    customer: {
      requested: '请补充缺少的信息和文件，然后提交订单。',
      saved: '信息和文件齐全后，请提交订单。',
      confirmed: '请提交订单，以便我们审核。',
      incomplete: '请补充缺少的信息和文件，然后重新提交订单。',
      ready: '目前无需操作：我们正在审核您的订单，订单被接受或有缺漏时会通知您。',
      processed: '请查看订单的定制价格并确认。',
      accepted: '目前无需操作：我们正在为您的订单分配号码。',
      assigned: '目前无需操作：号码已分配，正在配置中。',
      ordered: '目前无需操作：号码正在运营商处配置。',
      testing: '目前无需操作：号码正在测试中。',
      completed: '您的号码已列在订单中。',
      cancellation: '目前无需操作：我们会确认取消。',
      cancelled: '无需其他操作：订单已取消。',
      terminated: '无需其他操作：订单的所有号码均已退还。',
    },
    staff: {
      requested: '请检查订单；如有需要，设置定制价格并处理订单，否则等待客户提交。',
      saved: '请等待客户提交订单。',
      confirmed: '客户已接受定制价格；请等待客户提交订单。',
      incomplete: '请等待客户补充订单并重新提交。',
      ready: '请审核订单，接受或标记为不完整。',
      processed: '请等待客户确认定制价格。',
      accepted: '请为订单分配号码。',
      assigned: '请向运营商订购号码，然后将订单改为“已向运营商订购”。',
      ordered: '运营商交付号码后，请将订单改为“测试中”。',
      testing: '号码通过测试后，请完成订单。',
      completed: '无需其他操作：号码已生效，自计费开始日期起计费。',
      cancellation: '请确认取消订单。',
      cancelled: '无需其他操作：订单已取消。',
      terminated: '无需其他操作：订单的所有号码均已退还。',
    },
  },
};

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);
const lang = (v: string | null | undefined): Language => (LANGUAGES.includes(v as Language) ? (v as Language) : 'en');

/**
 * The "Next step: …" line for a reader of an order that reached `status`, in a language (English when unknown);
 * undefined for a status it does not know. An incomplete order names the customer's missing details by `reason`.
 */
export function orderNextStep(
  language: string | null | undefined,
  status: string | null | undefined,
  reader: OrderReader,
  reason?: string | null,
): string | undefined {
  const T = TEXTS[lang(language)];
  const steps = T[reader] as Record<string, string>;
  if (!status || !Object.hasOwn(steps, status)) return undefined;
  const step =
    status === 'incomplete' && reader === 'customer' && reason?.trim()
      ? fill(T.incompleteReason, { reason: reason.trim() })
      : steps[status]!;
  return fill(T.line, { step });
}
