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
