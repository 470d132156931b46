import type { Language } from '../accounts/languages.ts';
import { defineEvent, type EventValues } from '../common/events.ts';

/**
 * The notifications of requests to become a customer (common/events.ts): a new request told to the staff who open
 * customers, and the decision told to the requester. Notifications only: a request belongs to no company yet, so no
 * webhook endpoint could receive it.
 */
export interface CustomerRequestEventParams {
  request_id: number;
  company: string;
  email: string;
  reason?: string | null;
}

type Texts = Record<'submitted' | 'submittedMessage' | 'approved' | 'approvedMessage' | 'declined' | 'declinedMessage', string>;

const TEXTS: Record<Language, Texts> = {
  en: {
    submitted: 'New request to become a customer: {company}',
    submittedMessage: '{email} asks to open a customer account for {company}. Open the request to review it.',
    approved: 'Welcome: {company} is a customer now',
    approvedMessage:
      'Your request to become a customer was approved. Your account is the master account of {company}: sign in again to open the customer portal.',
    declined: 'Your request for {company} was declined',
    declinedMessage: 'Your request to become a customer was declined. Reason: {reason}',
  },
  es: {
    submitted: 'Nueva solicitud para ser cliente: {company}',
    submittedMessage: '{email} solicita abrir una cuenta de cliente para {company}. Abra la solicitud para revisarla.',
    approved: 'Bienvenido: {company} ya es cliente',
    approvedMessage:
      'Su solicitud para ser cliente ha sido aprobada. Su cuenta es la cuenta maestra de {company}: inicie sesión de nuevo para abrir el portal de clientes.',
    declined: 'Su solicitud para {company} ha sido rechazada',
    declinedMessage: 'Su solicitud para ser cliente ha sido rechazada. Motivo: {reason}',
  },
  fr: {
    submitted: 'Nouvelle demande pour devenir client : {company}',
    submittedMessage: '{email} demande l’ouverture d’un compte client pour {company}. Ouvrez la demande pour l’examiner.',
    approved: 'Bienvenue : {company} est désormais client',
    approvedMessage:
      'Votre demande pour devenir client a été acceptée. Votre compte est le compte principal de {company} : reconnectez-vous pour ouvrir le portail client.',
    declined: 'Votre demande pour {company} a été refusée',
    declinedMessage: 'Votre demande pour devenir client a été refusée. Motif : {reason}',
  },
  ja: {
    submitted: '顧客登録の新しい申請: {company}',
    submittedMessage: '{email} が {company} の顧客アカウント開設を申請しました。申請を開いて審査してください。',
    approved: 'ようこそ: {company} は顧客になりました',
    approvedMessage:
      '顧客登録の申請が承認されました。あなたのアカウントは {company} のマスターアカウントです。もう一度サインインして顧客ポータルを開いてください。',
    declined: '{company} の申請は却下されました',
    declinedMessage: '顧客登録の申請は却下されました。理由: {reason}',
  },
  ru: {
    submitted: 'Новая заявка на подключение клиента: {company}',
    submittedMessage: '{email} просит открыть клиентский аккаунт для {company}. Откройте заявку, чтобы рассмотреть её.',
    approved: 'Добро пожаловать: {company} теперь наш клиент',
    approvedMessage:
      'Ваша заявка на подключение одобрена. Ваш аккаунт — главный аккаунт компании {company}: войдите снова, чтобы открыть клиентский портал.',
    declined: 'Заявка для {company} отклонена',
    declinedMessage: 'Ваша заявка на подключение отклонена. Причина: {reason}',
  },
  zh: {
    submitted: '新的成为客户申请：{company}',
    submittedMessage: '{email} 申请为 {company} 开通客户账户。请打开申请进行审核。',
    approved: '欢迎：{company} 已成为客户',
    approvedMessage: '您成为客户的申请已获批准。您的账户现为 {company} 的主账户：请重新登录以打开客户门户。',
    declined: '{company} 的申请已被拒绝',
    declinedMessage: '您成为客户的申请已被拒绝。原因：{reason}',
  },
};

const values: EventValues<CustomerRequestEventParams> = (p) => ({
  company: p.company ?? '',
  email: p.email ?? '',
  reason: p.reason ?? '',
});

const LANGS: Language[] = ['en', 'es', 'fr', 'ja', 'ru', 'zh'];
const texts = (title: keyof Texts, message: keyof Texts) =>
  Object.fromEntries(LANGS.map((l) => [l, { title: TEXTS[l][title], message: TEXTS[l][message] }])) as Record<
    Language,
    { title: string; message: string }
  >;

export const CUSTOMER_REQUEST_EVENTS = [
  defineEvent<CustomerRequestEventParams>({
    key: 'customer_request.submitted',
    notification: { texts: texts('submitted', 'submittedMessage'), values },
  }),
  defineEvent<CustomerRequestEventParams>({
    key: 'customer_request.approved',
    notification: { texts: texts('approved', 'approvedMessage'), values },
  }),
  defineEvent<CustomerRequestEventParams>({
    key: 'customer_request.declined',
    notification: { texts: texts('declined', 'declinedMessage'), values },
  }),
];
