import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@gsn/domain/common/messages';
import { i18n } from './i18n';

/** Spec 1 §9: toasts last 3 s (default, info, warning) or 5 s (success, error); width 275 (see providers). */
export const TOAST_SHORT_MS = 3000;
export const TOAST_LONG_MS = 5000;
export const TOAST_WIDTH = 275;

type MessageKey = keyof typeof MESSAGES;
const byText = new Map<string, MessageKey>((Object.entries(MESSAGES) as [MessageKey, string][]).map(([k, v]) => [v.toLowerCase(), k]));

/** The spec's fixed messages arrive in English from the API; show them in the interface language. */
export function translateServerMessage(message: string): string {
  const key = byText.get(message.trim().toLowerCase());
  return key ? i18n.t(`messages.${key}`) : message;
}

/**
 * The interface-language text of an error code (docs/error-codes.md), or null when the code is missing or varies
 * (its English text depends on the request; the caller then translates the message as before).
 */
export function codeMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  const key = `errorCodes.${code}`;
  return i18n.exists(key) ? i18n.t(key) : null;
}

/** An error answer's (or field error's) text: by its code when the code has a translation, else its message translated. */
export function serverErrorText(e: { code?: string | null | undefined; message: string }, byMessage = translateServerMessage): string {
  return codeMessage(e.code) ?? byMessage(e.message);
}

/** A translated fixed message by its key in MESSAGES. */
export function fixedMessage(key: MessageKey): string {
  return i18n.t(`messages.${key}`);
}

/** Every toast: its colour, text and time; its close button is named in the interface language (WCAG button-name). */
function show(color: string, message: string, autoClose: number): void {
  notifications.show({ color, message, autoClose, closeButtonProps: { 'aria-label': i18n.t('common.close') } });
}

export function notifySuccess(message: string): void {
  show('green', message, TOAST_LONG_MS);
}

export function notifyError(message: string): void {
  show('red', message, TOAST_LONG_MS);
}

export function notifyWarning(message: string): void {
  show('yellow', message, TOAST_SHORT_MS);
}

export function notifyInfo(message: string): void {
  show('blue', message, TOAST_SHORT_MS);
}
