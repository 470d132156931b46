import { fillText, languageOrEnglish } from '../common/events.ts';
import type { Language } from '../accounts/languages.ts';

/** The e-mail line linking to a notification, per language (the notification's own texts: each event's contribution). */
const OPEN: Record<Language, string> = {
  en: 'Open the notification: {url}',
  es: 'Abrir la notificación: {url}',
  fr: 'Ouvrir la notification : {url}',
  ja: '通知を開く: {url}',
  ru: 'Открыть уведомление: {url}',
  zh: '打开通知：{url}',
};

/** The e-mail line linking to the notification, in a language. */
export const notificationLinkLine = (language: string | null | undefined, url: string): string =>
  fillText(OPEN[languageOrEnglish(language)], { url });

/** The e-mail line linking to what a notification is about (an order's page), per language. */
const OPEN_SUBJECT: Record<Language, string> = {
  en: 'Open it in the portal: {url}',
  es: 'Abrirlo en el portal: {url}',
  fr: 'L’ouvrir dans le portail : {url}',
  ja: 'ポータルで開く: {url}',
  ru: 'Открыть в портале: {url}',
  zh: '在门户中打开：{url}',
};

/** The e-mail line linking to the notification's subject (its page in the portal), in a language. */
export const subjectLinkLine = (language: string | null | undefined, url: string): string =>
  fillText(OPEN_SUBJECT[languageOrEnglish(language)], { url });
