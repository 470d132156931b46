import type { Language } from '@gsn/domain';

/** The letter of authorisation's texts in each interface language (placeholders filled by ports-loa.ts). */
export interface LoaTexts {
  title: string;
  intro: string;
  company: string;
  address: string;
  registration: string;
  endUser: string;
  contact: string;
  service: string;
  losingCarrier: string;
  losingAccount: string;
  focDate: string;
  numbers: string;
  authorisation: string;
  signature: string;
  name: string;
  position: string;
  date: string;
  stamp: string;
  none: string;
  footer: string;
}

export const LOA_TEXTS: Record<Language, LoaTexts> = {
  en: {
    title: 'Letter of Authorisation',
    intro: 'Number port request {reference} (port {port})',
    company: 'Customer',
    address: 'Address',
    registration: 'Registration number',
    endUser: 'End user',
    contact: 'Contact',
    service: 'Service',
    losingCarrier: 'Current (losing) carrier',
    losingAccount: 'Account with the current carrier',
    focDate: 'Requested port date (FOC)',
    numbers: 'Numbers to port ({count})',
    authorisation:
      'I, the undersigned, being authorised to act for the customer named above, authorise {provider} and its agents to request the transfer of the numbers listed above from the current carrier, and to terminate the current carrier’s service for these numbers on the port date. I confirm that the customer is the assignee of these numbers and that the information given is correct.',
    signature: 'Signature',
    name: 'Name',
    position: 'Position',
    date: 'Date',
    stamp: 'Company stamp',
    none: '—',
    footer: 'Please sign, scan and upload this letter on the port of order {reference}.',
  },
  es: {
    title: 'Carta de autorización',
    intro: 'Solicitud de portabilidad {reference} (portabilidad {port})',
    company: 'Cliente',
    address: 'Dirección',
    registration: 'Número de registro',
    endUser: 'Usuario final',
    contact: 'Contacto',
    service: 'Servicio',
    losingCarrier: 'Operador actual (cedente)',
    losingAccount: 'Cuenta con el operador actual',
    focDate: 'Fecha de portabilidad solicitada (FOC)',
    numbers: 'Números a portar ({count})',
    authorisation:
      'Yo, el abajo firmante, facultado para actuar en nombre del cliente indicado, autorizo a {provider} y a sus agentes a solicitar la transferencia de los números indicados desde el operador actual y a dar de baja el servicio del operador actual para estos números en la fecha de portabilidad. Confirmo que el cliente es el titular de estos números y que la información facilitada es correcta.',
    signature: 'Firma',
    name: 'Nombre',
    position: 'Cargo',
    date: 'Fecha',
    stamp: 'Sello de la empresa',
    none: '—',
    footer: 'Firme, escanee y suba esta carta en la portabilidad del pedido {reference}.',
  },
  fr: {
    title: 'Lettre d’autorisation',
    intro: 'Demande de portabilité {reference} (portabilité {port})',
    company: 'Client',
    address: 'Adresse',
    registration: 'Numéro d’immatriculation',
    endUser: 'Utilisateur final',
    contact: 'Contact',
    service: 'Service',
    losingCarrier: 'Opérateur actuel (cédant)',
    losingAccount: 'Compte chez l’opérateur actuel',
    focDate: 'Date de portabilité demandée (FOC)',
    numbers: 'Numéros à porter ({count})',
    authorisation:
      'Je soussigné(e), habilité(e) à agir pour le client nommé ci-dessus, autorise {provider} et ses mandataires à demander le transfert des numéros ci-dessus depuis l’opérateur actuel, et à résilier le service de l’opérateur actuel pour ces numéros à la date de portabilité. Je confirme que le client est l’attributaire de ces numéros et que les informations données sont exactes.',
    signature: 'Signature',
    name: 'Nom',
    position: 'Fonction',
    date: 'Date',
    stamp: 'Cachet de l’entreprise',
    none: '—',
    footer: 'Veuillez signer, numériser et déposer cette lettre sur la portabilité de la commande {reference}.',
  },
  ja: {
    title: '委任状（LOA）',
    intro: '番号ポート申請 {reference}（ポート {port}）',
    company: 'お客様',
    address: '住所',
    registration: '登録番号',
    endUser: 'エンドユーザー',
    contact: '連絡先',
    service: 'サービス',
    losingCarrier: '現在のキャリア（移転元）',
    losingAccount: '現在のキャリアでのアカウント',
    focDate: 'ポート希望日（FOC）',
    numbers: 'ポートする番号（{count} 件）',
    authorisation:
      '私は、上記のお客様を代表する権限を有する者として、{provider} およびその代理人が上記の番号を現在のキャリアから移転するよう申請し、ポート日に現在のキャリアによるこれらの番号のサービスを解約することを委任します。お客様がこれらの番号の割当者であり、記載の情報が正確であることを確認します。',
    signature: '署名',
    name: '氏名',
    position: '役職',
    date: '日付',
    stamp: '社印',
    none: '—',
    footer: 'この委任状に署名し、スキャンして注文 {reference} のポート申請にアップロードしてください。',
  },
  ru: {
    title: 'Доверенность на перенос номеров',
    intro: 'Заявка на перенос номеров {reference} (перенос {port})',
    company: 'Клиент',
    address: 'Адрес',
    registration: 'Регистрационный номер',
    endUser: 'Конечный пользователь',
    contact: 'Контакт',
    service: 'Услуга',
    losingCarrier: 'Текущий оператор',
    losingAccount: 'Лицевой счёт у текущего оператора',
    focDate: 'Запрошенная дата переноса (FOC)',
    numbers: 'Номера для переноса ({count})',
    authorisation:
      'Я, нижеподписавшийся, уполномоченный действовать от имени указанного выше клиента, поручаю {provider} и его представителям запросить перенос перечисленных номеров от текущего оператора и прекратить обслуживание этих номеров текущим оператором в дату переноса. Подтверждаю, что клиент является правообладателем этих номеров и что указанные сведения верны.',
    signature: 'Подпись',
    name: 'ФИО',
    position: 'Должность',
    date: 'Дата',
    stamp: 'Печать организации',
    none: '—',
    footer: 'Подпишите, отсканируйте и загрузите эту доверенность в перенос номеров по заказу {reference}.',
  },
  zh: {
    title: '授权书（LOA）',
    intro: '携号转网申请 {reference}（转网 {port}）',
    company: '客户',
    address: '地址',
    registration: '注册号',
    endUser: '最终用户',
    contact: '联系人',
    service: '服务',
    losingCarrier: '当前（转出）运营商',
    losingAccount: '当前运营商账户',
    focDate: '申请的转网日期（FOC）',
    numbers: '待转网号码（{count} 个）',
    authorisation:
      '本人作为上述客户的授权代表，授权 {provider} 及其代理人向当前运营商申请转移上列号码，并于转网日期终止当前运营商对这些号码的服务。本人确认客户为这些号码的使用权人，且所填信息准确无误。',
    signature: '签名',
    name: '姓名',
    position: '职务',
    date: '日期',
    stamp: '公司盖章',
    none: '—',
    footer: '请签署、扫描此授权书，并上传至订单 {reference} 的携号转网申请。',
  },
};
