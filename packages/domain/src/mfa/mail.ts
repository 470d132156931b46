import { LANGUAGES, type Language } from '../accounts/languages.ts';

/** The mail to an account whose second factors an administrator removed; `{url}` is its profile. */
const RESET: Record<Language, { subject: string; text: string }> = {
  en: {
    subject: 'GSN Portal: your second factors were removed',
    text: 'Hello,\n\nAn administrator removed the second factors (authenticator apps, passkeys, recovery codes) of your GSN Portal account. Sign in with your password and add a new one in your profile: {url}\n\nIf you did not ask for this, contact your administrator at once.',
  },
  es: {
    subject: 'GSN Portal: se han eliminado sus segundos factores',
    text: 'Hola:\n\nUn administrador ha eliminado los segundos factores (aplicaciones de autenticación, llaves de acceso, códigos de recuperación) de su cuenta del GSN Portal. Inicie sesión con su contraseña y añada uno nuevo en su perfil: {url}\n\nSi no lo ha solicitado, contacte de inmediato con su administrador.',
  },
  fr: {
    subject: 'GSN Portal : vos seconds facteurs ont été supprimés',
    text: 'Bonjour,\n\nUn administrateur a supprimé les seconds facteurs (applications d’authentification, clés d’accès, codes de récupération) de votre compte GSN Portal. Connectez-vous avec votre mot de passe et ajoutez-en un nouveau dans votre profil : {url}\n\nSi vous ne l’avez pas demandé, contactez immédiatement votre administrateur.',
  },
  ja: {
    subject: 'GSN Portal：第二要素が削除されました',
    text: 'こんにちは。\n\n管理者があなたの GSN Portal アカウントの第二要素（認証アプリ、パスキー、リカバリーコード）を削除しました。パスワードでサインインし、プロフィールで新しい要素を追加してください: {url}\n\nお心当たりがない場合は、すぐに管理者に連絡してください。',
  },
  ru: {
    subject: 'GSN Portal: ваши вторые факторы удалены',
    text: 'Здравствуйте!\n\nАдминистратор удалил вторые факторы (приложения-аутентификаторы, ключи доступа, коды восстановления) вашей учётной записи GSN Portal. Войдите с паролем и добавьте новый фактор в профиле: {url}\n\nЕсли вы об этом не просили, немедленно свяжитесь с администратором.',
  },
  zh: {
    subject: 'GSN Portal：您的第二因素已被移除',
    text: '您好：\n\n管理员已移除您 GSN Portal 账户的第二因素（身份验证器应用、通行密钥、恢复代码）。请使用密码登录，并在个人资料中添加新的第二因素：{url}\n\n如果这不是您要求的，请立即联系您的管理员。',
  },
};

/** The reset mail in the receiver's profile language (English when none or an unknown one is set). */
export function factorsResetMail(language: string | null | undefined, url: string): { subject: string; text: string } {
  const m = RESET[LANGUAGES.includes(language as Language) ? (language as Language) : 'en'];
  return { subject: m.subject, text: `${m.text.replace('{url}', url)}\n` };
}
