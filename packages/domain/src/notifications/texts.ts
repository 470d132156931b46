import { LANGUAGES, type Language } from '../accounts/languages.ts';

/**
 * Notifications rendered in the reader's language at read time (DESIGN §5): a notification stores its event and
 * parameters, and the title and message are made from them here, for the API (the reader's language), the web (the
 * interface language) and the e-mail (the receiver's profile language). Rows stored before events existed keep their
 * stored English text.
 */
export const NOTIFICATION_EVENTS = [
  'order.placed',
  'order.moved',
  'account.created',
  'account.activated',
  'account.disabled',
  'account.registered',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The parameters an event stores (all optional: a renderer never fails on an old or partial row). */
export interface NotificationParams {
  order_id?: number;
  reference?: string | null;
  service_type?: string;
  jurisdiction?: string;
  from?: string | null;
  to?: string;
  remarks?: string | null;
  email?: string;
  account_type_id?: number;
  company?: string | null;
}

export const isNotificationEvent = (v: unknown): v is NotificationEvent =>
  typeof v === 'string' && (NOTIFICATION_EVENTS as readonly string[]).includes(v);

export const languageOrEnglish = (v: string | null | undefined): Language => (LANGUAGES.includes(v as Language) ? (v as Language) : 'en');

/** Order status names (the web locales' `orders.status`). */
const STATUS: Record<Language, Record<string, string>> = {
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

/** Account type names (the web locales' `accountTypes`). */
const ACCOUNT_TYPE: Record<Language, Record<string, string>> = {
  en: {
    '100': 'Administrator',
    '110': 'Provider sales',
    '120': 'Provider product',
    '130': 'Provider operation',
    '140': 'Provider billing',
    '200': 'Master account',
    '210': 'Sub-account (sales)',
    '220': 'Sub-account (product)',
    '230': 'Sub-account (operation)',
    '240': 'Sub-account (billing)',
    '400': 'Registered user',
    '500': 'Visitor',
  },
  es: {
    '100': 'Administrador',
    '110': 'Ventas del proveedor',
    '120': 'Producto del proveedor',
    '130': 'Operaciones del proveedor',
    '140': 'Facturación del proveedor',
    '200': 'Cuenta maestra',
    '210': 'Subcuenta (ventas)',
    '220': 'Subcuenta (producto)',
    '230': 'Subcuenta (operaciones)',
    '240': 'Subcuenta (facturación)',
    '400': 'Usuario registrado',
    '500': 'Visitante',
  },
  fr: {
    '100': 'Administrateur',
    '110': 'Ventes du fournisseur',
    '120': 'Produit du fournisseur',
    '130': 'Exploitation du fournisseur',
    '140': 'Facturation du fournisseur',
    '200': 'Compte principal',
    '210': 'Sous-compte (ventes)',
    '220': 'Sous-compte (produit)',
    '230': 'Sous-compte (exploitation)',
    '240': 'Sous-compte (facturation)',
    '400': 'Utilisateur inscrit',
    '500': 'Visiteur',
  },
  ja: {
    '100': '管理者',
    '110': 'プロバイダー営業',
    '120': 'プロバイダー製品',
    '130': 'プロバイダー運用',
    '140': 'プロバイダー請求',
    '200': 'マスターアカウント',
    '210': 'サブアカウント（営業）',
    '220': 'サブアカウント（製品）',
    '230': 'サブアカウント（運用）',
    '240': 'サブアカウント（請求）',
    '400': '登録ユーザー',
    '500': '訪問者',
  },
  ru: {
    '100': 'Администратор',
    '110': 'Продажи провайдера',
    '120': 'Продукт провайдера',
    '130': 'Эксплуатация провайдера',
    '140': 'Биллинг провайдера',
    '200': 'Основная учётная запись',
    '210': 'Субаккаунт (продажи)',
    '220': 'Субаккаунт (продукт)',
    '230': 'Субаккаунт (эксплуатация)',
    '240': 'Субаккаунт (биллинг)',
    '400': 'Зарегистрированный пользователь',
    '500': 'Посетитель',
  },
  zh: {
    '100': '管理员',
    '110': '服务商销售',
    '120': '服务商产品',
    '130': '服务商运营',
    '140': '服务商账务',
    '200': '主账户',
    '210': '子账户（销售）',
    '220': '子账户（产品）',
    '230': '子账户（运营）',
    '240': '子账户（账务）',
    '400': '注册用户',
    '500': '访客',
  },
};

interface Texts {
  order: string;
  placedTitle: string;
  placed: string;
  movedTitle: string;
  moved: string;
  remarks: string;
  account: Record<'created' | 'activated' | 'disabled' | 'registered', { title: string; message: string }>;
  open: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    order: 'Order {id}{ref}',
    placedTitle: '{order} is now {to}',
    placed: '{order} for {service} in {place} was placed with status {to}.',
    movedTitle: '{order} is now {to}',
    moved: '{order} for {service} in {place} moved from {from} to {to}.',
    remarks: 'Remarks: {remarks}',
    account: {
      created: { title: 'Account {email} was created', message: 'The account {email} ({type}{company}) was created.' },
      activated: { title: 'Account {email} was activated', message: 'The account {email} ({type}{company}) was activated.' },
      disabled: { title: 'Account {email} was disabled', message: 'The account {email} ({type}{company}) was disabled.' },
      registered: { title: 'Account {email} registered', message: 'The account {email} ({type}{company}) registered.' },
    },
    open: 'Open the notification: {url}',
  },
  es: {
    order: 'Pedido {id}{ref}',
    placedTitle: '{order}: ahora «{to}»',
    placed: '{order} ({service}, {place}) se creó con el estado «{to}».',
    movedTitle: '{order}: ahora «{to}»',
    moved: '{order} ({service}, {place}) pasó de «{from}» a «{to}».',
    remarks: 'Observaciones: {remarks}',
    account: {
      created: { title: 'Se creó la cuenta {email}', message: 'Se creó la cuenta {email} ({type}{company}).' },
      activated: { title: 'Se activó la cuenta {email}', message: 'Se activó la cuenta {email} ({type}{company}).' },
      disabled: { title: 'Se desactivó la cuenta {email}', message: 'Se desactivó la cuenta {email} ({type}{company}).' },
      registered: { title: 'La cuenta {email} se registró', message: 'La cuenta {email} ({type}{company}) se registró.' },
    },
    open: 'Abrir la notificación: {url}',
  },
  fr: {
    order: 'Commande {id}{ref}',
    placedTitle: '{order} : désormais « {to} »',
    placed: '{order} ({service}, {place}) créée au statut « {to} ».',
    movedTitle: '{order} : désormais « {to} »',
    moved: '{order} ({service}, {place}) passée de « {from} » à « {to} ».',
    remarks: 'Remarques : {remarks}',
    account: {
      created: { title: 'Le compte {email} a été créé', message: 'Le compte {email} ({type}{company}) a été créé.' },
      activated: { title: 'Le compte {email} a été activé', message: 'Le compte {email} ({type}{company}) a été activé.' },
      disabled: { title: 'Le compte {email} a été désactivé', message: 'Le compte {email} ({type}{company}) a été désactivé.' },
      registered: { title: 'Le compte {email} s’est inscrit', message: 'Le compte {email} ({type}{company}) s’est inscrit.' },
    },
    open: 'Ouvrir la notification : {url}',
  },
  ja: {
    order: '注文 {id}{ref}',
    placedTitle: '{order} は「{to}」になりました',
    placed: '{place} の {service} の{order}がステータス「{to}」で作成されました。',
    movedTitle: '{order} は「{to}」になりました',
    moved: '{place} の {service} の{order}が「{from}」から「{to}」に変わりました。',
    remarks: '備考: {remarks}',
    account: {
      created: { title: 'アカウント {email} が作成されました', message: 'アカウント {email}（{type}{company}）が作成されました。' },
      activated: { title: 'アカウント {email} が有効化されました', message: 'アカウント {email}（{type}{company}）が有効化されました。' },
      disabled: { title: 'アカウント {email} が無効化されました', message: 'アカウント {email}（{type}{company}）が無効化されました。' },
      registered: { title: 'アカウント {email} が登録されました', message: 'アカウント {email}（{type}{company}）が登録されました。' },
    },
    open: '通知を開く: {url}',
  },
  ru: {
    order: 'Заказ {id}{ref}',
    placedTitle: '{order}: теперь «{to}»',
    placed: '{order} на {service} ({place}) создан со статусом «{to}».',
    movedTitle: '{order}: теперь «{to}»',
    moved: '{order} на {service} ({place}) переведён из статуса «{from}» в «{to}».',
    remarks: 'Примечания: {remarks}',
    account: {
      created: { title: 'Создана учётная запись {email}', message: 'Создана учётная запись {email} ({type}{company}).' },
      activated: { title: 'Активирована учётная запись {email}', message: 'Активирована учётная запись {email} ({type}{company}).' },
      disabled: { title: 'Отключена учётная запись {email}', message: 'Отключена учётная запись {email} ({type}{company}).' },
      registered: {
        title: 'Зарегистрирована учётная запись {email}',
        message: 'Зарегистрирована учётная запись {email} ({type}{company}).',
      },
    },
    open: 'Открыть уведомление: {url}',
  },
  zh: {
    order: '订单 {id}{ref}',
    placedTitle: '{order} 现为“{to}”',
    placed: '{place} 的 {service} {order}已创建，状态为“{to}”。',
    movedTitle: '{order} 现为“{to}”',
    moved: '{place} 的 {service} {order}已从“{from}”变为“{to}”。',
    remarks: '备注：{remarks}',
    account: {
      created: { title: '账户 {email} 已创建', message: '账户 {email}（{type}{company}）已创建。' },
      activated: { title: '账户 {email} 已激活', message: '账户 {email}（{type}{company}）已激活。' },
      disabled: { title: '账户 {email} 已停用', message: '账户 {email}（{type}{company}）已停用。' },
      registered: { title: '账户 {email} 已注册', message: '账户 {email}（{type}{company}）已注册。' },
    },
    open: '打开通知：{url}',
  },
};

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);

export interface RenderOptions {
  /** A place (a jurisdiction, stored by its English name) in the language; unchanged by default. */
  place?: (name: string, language: Language) => string;
}

/** An order status in a language (the code itself when unknown). */
export const orderStatusName = (status: string, language: Language): string => STATUS[language][status] ?? status;

/**
 * The title and message of a notification event in a language; undefined for an unknown event (the caller keeps the
 * stored text).
 */
export function renderNotification(
  language: string | null | undefined,
  event: string | null | undefined,
  params: NotificationParams | null | undefined,
  opts: RenderOptions = {},
): { title: string; message: string } | undefined {
  if (!isNotificationEvent(event)) return undefined;
  const lng = languageOrEnglish(language);
  const T = TEXTS[lng];
  const p = params ?? {};
  if (event === 'order.placed' || event === 'order.moved') {
    const order = fill(T.order, { id: String(p.order_id ?? ''), ref: p.reference ? ` (${p.reference})` : '' });
    const place = p.jurisdiction ? (opts.place ? opts.place(p.jurisdiction, lng) : p.jurisdiction) : '';
    const v = {
      order,
      service: p.service_type ?? '',
      place,
      from: p.from ? orderStatusName(p.from, lng) : '',
      to: p.to ? orderStatusName(p.to, lng) : '',
    };
    const lines = [fill(event === 'order.placed' ? T.placed : T.moved, v)];
    if (p.remarks?.trim()) lines.push(fill(T.remarks, { remarks: p.remarks.trim() }));
    return { title: fill(event === 'order.placed' ? T.placedTitle : T.movedTitle, v), message: lines.join('\n') };
  }
  const action = event.slice('account.'.length) as keyof Texts['account'];
  const v = {
    email: p.email ?? '',
    type: p.account_type_id !== undefined ? (ACCOUNT_TYPE[lng][String(p.account_type_id)] ?? String(p.account_type_id)) : '',
    company: p.company ? `, ${p.company}` : '',
  };
  return { title: fill(T.account[action].title, v), message: fill(T.account[action].message, v) };
}

/** The e-mail line linking to the notification, in a language. */
export const notificationLinkLine = (language: string | null | undefined, url: string): string =>
  fill(TEXTS[languageOrEnglish(language)].open, { url });
