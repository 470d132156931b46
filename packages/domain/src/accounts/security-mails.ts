import { LANGUAGES, type Language } from './languages.ts';

/**
 * The mails that tell an owner what happened to the ways into its account (docs/security.md): a sign-in from a new
 * browser or address, an attack on the password, sessions and keys ended by a password or e-mail change, a new API
 * key; and the mail that tells a company's master that one of its accounts stopped. Each in the receiver's profile
 * language (English without one); `{name}` placeholders are filled in, a value never read as a pattern.
 */
type Texts = { subject: string; text: string };
type Catalogue = Record<Language, Texts>;

const SIGN_IN: Catalogue = {
  en: {
    subject: 'GSN Portal: new sign-in to your account',
    text: 'Your GSN Portal account {email} was signed in to from a browser or an address it had not used before, on {time}.\nAddress: {ip}\nBrowser: {agent}\n\nIf it was you, there is nothing to do. If not, change your password now and end the sessions you do not know: {url}',
  },
  es: {
    subject: 'GSN Portal: nuevo inicio de sesión en su cuenta',
    text: 'Se inició sesión en su cuenta de GSN Portal {email} desde un navegador o una dirección no utilizados antes, el {time}.\nDirección: {ip}\nNavegador: {agent}\n\nSi fue usted, no tiene que hacer nada. Si no, cambie su contraseña ahora y cierre las sesiones que no reconozca: {url}',
  },
  fr: {
    subject: 'GSN Portal : nouvelle connexion à votre compte',
    text: 'Votre compte GSN Portal {email} a été ouvert depuis un navigateur ou une adresse jamais utilisés auparavant, le {time}.\nAdresse : {ip}\nNavigateur : {agent}\n\nSi c’était vous, il n’y a rien à faire. Sinon, changez votre mot de passe maintenant et fermez les sessions que vous ne reconnaissez pas : {url}',
  },
  ja: {
    subject: 'GSN Portal: アカウントへの新しいサインイン',
    text: 'GSN Portal のアカウント {email} に、これまで使われていないブラウザーまたはアドレスから {time} にサインインがありました。\nアドレス: {ip}\nブラウザー: {agent}\n\nご本人であれば対応は不要です。心当たりがない場合は、すぐにパスワードを変更し、見覚えのないセッションを終了してください: {url}',
  },
  ru: {
    subject: 'GSN Portal: новый вход в вашу учётную запись',
    text: 'В вашу учётную запись GSN Portal {email} выполнен вход из браузера или с адреса, которые раньше не использовались, {time}.\nАдрес: {ip}\nБраузер: {agent}\n\nЕсли это были вы, ничего делать не нужно. Если нет, немедленно смените пароль и завершите незнакомые сеансы: {url}',
  },
  zh: {
    subject: 'GSN Portal：您的账户有新的登录',
    text: '您的 GSN Portal 账户 {email} 于 {time} 从此前未使用过的浏览器或地址登录。\n地址：{ip}\n浏览器：{agent}\n\n如果是您本人，无需任何操作。如果不是，请立即更改密码并结束您不认识的会话：{url}',
  },
};

const ATTACK: Catalogue = {
  en: {
    subject: 'GSN Portal: many failed sign-ins on your account',
    text: 'There were {count} failed sign-ins on your GSN Portal account {email} in the last minutes. Whoever tries your password is slowed down; you can still sign in from a browser you used before.\nIf your password is weak or used elsewhere, change it: {url}',
  },
  es: {
    subject: 'GSN Portal: muchos inicios de sesión fallidos en su cuenta',
    text: 'Hubo {count} inicios de sesión fallidos en su cuenta de GSN Portal {email} en los últimos minutos. Quien prueba su contraseña es ralentizado; usted puede seguir iniciando sesión desde un navegador que ya utilizó.\nSi su contraseña es débil o la usa en otro sitio, cámbiela: {url}',
  },
  fr: {
    subject: 'GSN Portal : nombreuses connexions échouées à votre compte',
    text: 'Il y a eu {count} tentatives de connexion échouées à votre compte GSN Portal {email} ces dernières minutes. Celui qui essaie votre mot de passe est ralenti ; vous pouvez toujours vous connecter depuis un navigateur déjà utilisé.\nSi votre mot de passe est faible ou utilisé ailleurs, changez-le : {url}',
  },
  ja: {
    subject: 'GSN Portal: アカウントへのサインイン失敗が多発しています',
    text: 'GSN Portal のアカウント {email} で、ここ数分間に {count} 回のサインイン失敗がありました。パスワードを試している相手は速度を制限されています。以前使ったブラウザーからは引き続きサインインできます。\nパスワードが弱い場合や他でも使っている場合は変更してください: {url}',
  },
  ru: {
    subject: 'GSN Portal: много неудачных попыток входа в вашу учётную запись',
    text: 'За последние минуты было {count} неудачных попыток входа в вашу учётную запись GSN Portal {email}. Того, кто подбирает ваш пароль, притормаживают; вы по-прежнему можете войти из браузера, которым пользовались раньше.\nЕсли ваш пароль слабый или используется где-то ещё, смените его: {url}',
  },
  zh: {
    subject: 'GSN Portal：您的账户出现大量登录失败',
    text: '过去几分钟内，您的 GSN Portal 账户 {email} 出现了 {count} 次登录失败。尝试您密码的人已被减速；您仍可从以前使用过的浏览器登录。\n如果您的密码较弱或在其他地方使用过，请更改：{url}',
  },
};

/** Why the sessions and keys ended: the first sentence of the mail. */
export type CredentialsEndedReason = 'reset' | 'password' | 'email';

const ENDED_WHY: Record<Language, Record<CredentialsEndedReason, string>> = {
  en: {
    reset: 'The password of your GSN Portal account {email} was reset.',
    password: 'The password of your GSN Portal account {email} was changed.',
    email: 'The e-mail of your GSN Portal account {email} was changed to {new_email}.',
  },
  es: {
    reset: 'Se restableció la contraseña de su cuenta de GSN Portal {email}.',
    password: 'Se cambió la contraseña de su cuenta de GSN Portal {email}.',
    email: 'El correo de su cuenta de GSN Portal {email} se cambió a {new_email}.',
  },
  fr: {
    reset: 'Le mot de passe de votre compte GSN Portal {email} a été réinitialisé.',
    password: 'Le mot de passe de votre compte GSN Portal {email} a été changé.',
    email: 'L’e-mail de votre compte GSN Portal {email} a été changé en {new_email}.',
  },
  ja: {
    reset: 'GSN Portal のアカウント {email} のパスワードがリセットされました。',
    password: 'GSN Portal のアカウント {email} のパスワードが変更されました。',
    email: 'GSN Portal のアカウント {email} のメールアドレスが {new_email} に変更されました。',
  },
  ru: {
    reset: 'Пароль вашей учётной записи GSN Portal {email} был сброшен.',
    password: 'Пароль вашей учётной записи GSN Portal {email} был изменён.',
    email: 'Адрес электронной почты вашей учётной записи GSN Portal {email} изменён на {new_email}.',
  },
  zh: {
    reset: '您的 GSN Portal 账户 {email} 的密码已被重置。',
    password: '您的 GSN Portal 账户 {email} 的密码已被更改。',
    email: '您的 GSN Portal 账户 {email} 的电子邮箱已更改为 {new_email}。',
  },
};

const ENDED: Catalogue = {
  en: {
    subject: 'GSN Portal: your sessions and API keys were ended',
    text: '{why}\nFor your safety the account’s other sessions were ended and its API keys ({keys}) revoked: integrations using them need new keys.\n\nIf you did not do this, reset your password at once and contact the administrator: {url}',
  },
  es: {
    subject: 'GSN Portal: se cerraron sus sesiones y claves API',
    text: '{why}\nPor su seguridad se cerraron las demás sesiones de la cuenta y se revocaron sus claves API ({keys}): las integraciones que las usan necesitan claves nuevas.\n\nSi no fue usted, restablezca su contraseña de inmediato y contacte al administrador: {url}',
  },
  fr: {
    subject: 'GSN Portal : vos sessions et clés API ont été révoquées',
    text: '{why}\nPar sécurité, les autres sessions du compte ont été fermées et ses clés API ({keys}) révoquées : les intégrations qui les utilisent ont besoin de nouvelles clés.\n\nSi ce n’était pas vous, réinitialisez votre mot de passe immédiatement et contactez l’administrateur : {url}',
  },
  ja: {
    subject: 'GSN Portal: セッションと API キーが終了されました',
    text: '{why}\n安全のため、このアカウントの他のセッションを終了し、API キー（{keys} 件）を無効にしました。これらを使う連携には新しいキーが必要です。\n\n心当たりがない場合は、すぐにパスワードをリセットし、管理者に連絡してください: {url}',
  },
  ru: {
    subject: 'GSN Portal: ваши сеансы и API-ключи завершены',
    text: '{why}\nВ целях безопасности другие сеансы учётной записи завершены, а её API-ключи ({keys}) отозваны: интеграциям, которые их используют, нужны новые ключи.\n\nЕсли это были не вы, немедленно сбросьте пароль и свяжитесь с администратором: {url}',
  },
  zh: {
    subject: 'GSN Portal：您的会话和 API 密钥已被终止',
    text: '{why}\n为了您的安全，该账户的其他会话已结束，其 API 密钥（{keys} 个）已被吊销：使用这些密钥的集成需要新的密钥。\n\n如果这不是您本人操作，请立即重置密码并联系管理员：{url}',
  },
};

const KEY_CREATED: Catalogue = {
  en: {
    subject: 'GSN Portal: a new API key was created',
    text: 'An API key named "{name}" ({prefix}…) was created for your GSN Portal account {email} on {time}. It expires on {expires}.\nIf you did not create it, revoke it in your profile and change your password: {url}',
  },
  es: {
    subject: 'GSN Portal: se creó una nueva clave API',
    text: 'Se creó una clave API llamada «{name}» ({prefix}…) para su cuenta de GSN Portal {email} el {time}. Caduca el {expires}.\nSi no la creó usted, revóquela en su perfil y cambie su contraseña: {url}',
  },
  fr: {
    subject: 'GSN Portal : une nouvelle clé API a été créée',
    text: 'Une clé API nommée « {name} » ({prefix}…) a été créée pour votre compte GSN Portal {email} le {time}. Elle expire le {expires}.\nSi vous ne l’avez pas créée, révoquez-la dans votre profil et changez votre mot de passe : {url}',
  },
  ja: {
    subject: 'GSN Portal: 新しい API キーが作成されました',
    text: 'GSN Portal のアカウント {email} に「{name}」（{prefix}…）という API キーが {time} に作成されました。有効期限は {expires} です。\n作成した覚えがない場合は、プロフィールで無効にし、パスワードを変更してください: {url}',
  },
  ru: {
    subject: 'GSN Portal: создан новый API-ключ',
    text: 'Для вашей учётной записи GSN Portal {email} {time} создан API-ключ «{name}» ({prefix}…). Он действует до {expires}.\nЕсли вы его не создавали, отзовите его в профиле и смените пароль: {url}',
  },
  zh: {
    subject: 'GSN Portal：已创建新的 API 密钥',
    text: '您的 GSN Portal 账户 {email} 于 {time} 创建了名为“{name}”（{prefix}…）的 API 密钥，有效期至 {expires}。\n如果不是您创建的，请在个人资料中吊销它并更改密码：{url}',
  },
};

/** What happened to the account the master is told of. */
export type AccountStop = 'disabled' | 'terminated' | 'deleted';

const STOP_WORD: Record<Language, Record<AccountStop, string>> = {
  en: { disabled: 'disabled', terminated: 'terminated', deleted: 'deleted' },
  es: { disabled: 'desactivada', terminated: 'dada de baja', deleted: 'eliminada' },
  fr: { disabled: 'désactivé', terminated: 'résilié', deleted: 'supprimé' },
  ja: { disabled: '無効化', terminated: '解約', deleted: '削除' },
  ru: { disabled: 'отключена', terminated: 'закрыта', deleted: 'удалена' },
  zh: { disabled: '停用', terminated: '终止', deleted: '删除' },
};

const STOPPED: Catalogue = {
  en: {
    subject: 'GSN Portal: the account {account} was {stop}',
    text: 'The account {account} of your company was {stop}. Its API keys ({keys}) were revoked, its webhook endpoints ({endpoints}) switched off and its scheduled reports stopped.\nThe accounts of your company: {url}',
  },
  es: {
    subject: 'GSN Portal: la cuenta {account} fue {stop}',
    text: 'La cuenta {account} de su empresa fue {stop}. Se revocaron sus claves API ({keys}), se desactivaron sus webhooks ({endpoints}) y se detuvieron sus informes programados.\nLas cuentas de su empresa: {url}',
  },
  fr: {
    subject: 'GSN Portal : le compte {account} a été {stop}',
    text: 'Le compte {account} de votre société a été {stop}. Ses clés API ({keys}) ont été révoquées, ses webhooks ({endpoints}) désactivés et ses rapports planifiés arrêtés.\nLes comptes de votre société : {url}',
  },
  ja: {
    subject: 'GSN Portal: アカウント {account} が{stop}されました',
    text: '貴社のアカウント {account} が{stop}されました。API キー（{keys} 件）は無効化され、Webhook エンドポイント（{endpoints} 件）は停止し、スケジュールされたレポートは止まりました。\n貴社のアカウント: {url}',
  },
  ru: {
    subject: 'GSN Portal: учётная запись {account} {stop}',
    text: 'Учётная запись {account} вашей компании {stop}. Её API-ключи ({keys}) отозваны, вебхуки ({endpoints}) отключены, а отчёты по расписанию остановлены.\nУчётные записи вашей компании: {url}',
  },
  zh: {
    subject: 'GSN Portal：账户 {account} 已被{stop}',
    text: '贵公司的账户 {account} 已被{stop}。其 API 密钥（{keys} 个）已吊销，Webhook 端点（{endpoints} 个）已关闭，定时报表已停止。\n贵公司的账户：{url}',
  },
};

const lang = (language: string | null | undefined): Language => (LANGUAGES.includes(language as Language) ? (language as Language) : 'en');

/** The texts with every `{name}` replaced by its value (values are inserted as they are, `$&` included). */
function fill(t: Texts, values: Record<string, string | number>): Texts {
  const put = (s: string) => s.replace(/\{([a-z_]+)\}/g, (whole, k: string) => (k in values ? String(values[k]) : whole));
  return { subject: put(t.subject), text: `${put(t.text)}\n` };
}

/** A date and time in mails: UTC, the same in every language (`2026-03-03 10:15 UTC`). */
export const mailTime = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const securityMails = {
  /** To the owner: a sign-in from a browser or an address prefix the account had not used. */
  signIn: (language: string | null | undefined, v: { email: string; time: Date; ip: string; agent: string; url: string }) =>
    fill(SIGN_IN[lang(language)], { ...v, time: mailTime(v.time) }),
  /** To the owner: the account's failures passed the alert threshold. */
  underAttack: (language: string | null | undefined, v: { email: string; count: number; url: string }) => fill(ATTACK[lang(language)], v),
  /** To the owner: a password reset or change, or an e-mail change, ended the other sessions and every API key. */
  credentialsEnded: (
    language: string | null | undefined,
    v: { reason: CredentialsEndedReason; email: string; new_email?: string; keys: number; url: string },
  ) => {
    const l = lang(language);
    const values = { email: v.email, new_email: v.new_email ?? '', keys: v.keys, url: v.url };
    return fill(ENDED[l], { ...values, why: fill({ subject: '', text: ENDED_WHY[l][v.reason] }, values).text.trimEnd() });
  },
  /** To the owner: a key was created on the account. */
  apiKeyCreated: (
    language: string | null | undefined,
    v: { email: string; name: string; prefix: string; time: Date; expires: Date; url: string },
  ) => fill(KEY_CREATED[lang(language)], { ...v, time: mailTime(v.time), expires: mailTime(v.expires) }),
  /** To the company's master: one of its accounts stopped, and with it its keys, webhook endpoints and schedules. */
  accountStopped: (
    language: string | null | undefined,
    v: { account: string; stop: AccountStop; keys: number; endpoints: number; url: string },
  ) => {
    const l = lang(language);
    return fill(STOPPED[l], { ...v, stop: STOP_WORD[l][v.stop] });
  },
};
