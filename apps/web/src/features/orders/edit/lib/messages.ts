import { DOCUMENT_INPUTS, type DocumentInput, ORDER_MESSAGES, uploadTypesMessage } from '@gsn/domain';
import { i18n } from '../../../../lib/i18n';
import { codeMessage, translateServerMessage } from '../../../../lib/notify';

/** The order messages this screen shows (spec 2 §8), translated under orders.edit.messages. */
export const EDIT_MESSAGE_KEYS = [
  'stale',
  'notAllowed',
  'requirementsMissing',
  'customPricingMissing',
  'customPricingNotAllowed',
  'incompleteGeneric',
  'cancelAfterAcceptance',
  'updated',
  'translationFormat',
  'portingFormat',
  'tooManyWords',
] as const satisfies readonly (keyof typeof ORDER_MESSAGES)[];
export type EditMessageKey = (typeof EDIT_MESSAGE_KEYS)[number];

export const editMessage = (key: EditMessageKey) => i18n.t(`orders.edit.messages.${key}`);

/** "Please upload pdf/doc/docx file" in the interface language. */
export const uploadTypesText = (input: DocumentInput) => i18n.t('orders.edit.uploadTypes', { types: DOCUMENT_INPUTS[input].join('/') });

/**
 * A message from the server, shown in the interface language: by its code when the code has a translation, else
 * when it is one the screen knows.
 */
export function orderServerMessage(message: string, input?: DocumentInput, code?: string | null): string {
  const byCode = codeMessage(code);
  if (byCode) return byCode;
  const text = message.trim();
  if (input && text === uploadTypesMessage(input)) return uploadTypesText(input);
  const key = EDIT_MESSAGE_KEYS.find((k) => ORDER_MESSAGES[k] === text);
  return key ? editMessage(key) : translateServerMessage(text);
}
