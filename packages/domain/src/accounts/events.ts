import type { Language } from './languages.ts';
import { defineEvent, type EventTexts, type EventValues } from '../common/events.ts';

/**
 * The account events (common/events.ts): notifications of an account created, activated, disabled or registered.
 * The accounts module (management) lists the first three in its manifest, the account module (self-registration) the
 * last; neither is a webhook event.
 */

/** Account type names (the web locales' `accountTypes`). */
const ACCOUNT_TYPE_NAMES: Record<Language, Record<string, string>> = {
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

/** What an account notification stores (every one optional: a renderer never fails on an old or partial row). */
export interface AccountEventParams {
  email: string;
  account_type_id: number;
  company: string | null;
}

const accountValues: EventValues<AccountEventParams> = (p, lng) => ({
  email: p.email ?? '',
  type: p.account_type_id !== undefined ? (ACCOUNT_TYPE_NAMES[lng][String(p.account_type_id)] ?? String(p.account_type_id)) : '',
  company: p.company ? `, ${p.company}` : '',
});

const TEXTS: Record<'created' | 'activated' | 'disabled' | 'registered', Record<Language, EventTexts>> = {
  created: {
    en: { title: 'Account {email} was created', message: 'The account {email} ({type}{company}) was created.' },
    es: { title: 'Se creó la cuenta {email}', message: 'Se creó la cuenta {email} ({type}{company}).' },
    fr: { title: 'Le compte {email} a été créé', message: 'Le compte {email} ({type}{company}) a été créé.' },
    ja: { title: 'アカウント {email} が作成されました', message: 'アカウント {email}（{type}{company}）が作成されました。' },
    ru: { title: 'Создана учётная запись {email}', message: 'Создана учётная запись {email} ({type}{company}).' },
    zh: { title: '账户 {email} 已创建', message: '账户 {email}（{type}{company}）已创建。' },
  },
  activated: {
    en: { title: 'Account {email} was activated', message: 'The account {email} ({type}{company}) was activated.' },
    es: { title: 'Se activó la cuenta {email}', message: 'Se activó la cuenta {email} ({type}{company}).' },
    fr: { title: 'Le compte {email} a été activé', message: 'Le compte {email} ({type}{company}) a été activé.' },
    ja: { title: 'アカウント {email} が有効化されました', message: 'アカウント {email}（{type}{company}）が有効化されました。' },
    ru: { title: 'Активирована учётная запись {email}', message: 'Активирована учётная запись {email} ({type}{company}).' },
    zh: { title: '账户 {email} 已激活', message: '账户 {email}（{type}{company}）已激活。' },
  },
  disabled: {
    en: { title: 'Account {email} was disabled', message: 'The account {email} ({type}{company}) was disabled.' },
    es: { title: 'Se desactivó la cuenta {email}', message: 'Se desactivó la cuenta {email} ({type}{company}).' },
    fr: { title: 'Le compte {email} a été désactivé', message: 'Le compte {email} ({type}{company}) a été désactivé.' },
    ja: { title: 'アカウント {email} が無効化されました', message: 'アカウント {email}（{type}{company}）が無効化されました。' },
    ru: { title: 'Отключена учётная запись {email}', message: 'Отключена учётная запись {email} ({type}{company}).' },
    zh: { title: '账户 {email} 已停用', message: '账户 {email}（{type}{company}）已停用。' },
  },
  registered: {
    en: { title: 'Account {email} registered', message: 'The account {email} ({type}{company}) registered.' },
    es: { title: 'La cuenta {email} se registró', message: 'La cuenta {email} ({type}{company}) se registró.' },
    fr: { title: 'Le compte {email} s’est inscrit', message: 'Le compte {email} ({type}{company}) s’est inscrit.' },
    ja: { title: 'アカウント {email} が登録されました', message: 'アカウント {email}（{type}{company}）が登録されました。' },
    ru: {
      title: 'Зарегистрирована учётная запись {email}',
      message: 'Зарегистрирована учётная запись {email} ({type}{company}).',
    },
    zh: { title: '账户 {email} 已注册', message: '账户 {email}（{type}{company}）已注册。' },
  },
};

const accountEvent = (action: keyof typeof TEXTS) =>
  defineEvent<AccountEventParams>({ key: `account.${action}`, notification: { texts: TEXTS[action], values: accountValues } });

/** Accounts managed by staff and masters: created, activated (by its owner, from the mailed link), disabled. */
export const ACCOUNT_EVENTS = [accountEvent('created'), accountEvent('activated'), accountEvent('disabled')];

/** A visitor registered an account of its own. */
export const REGISTRATION_EVENTS = [accountEvent('registered')];
