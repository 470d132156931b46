import { ERROR_CODES, type ErrorCodeInfo } from '@gsn/domain';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import ja from '../locales/ja.json';
import ru from '../locales/ru.json';
import zh from '../locales/zh.json';
import { errorMessages, toApiError } from './api';
import { i18n } from './i18n';
import { knownFieldErrors, knownMessage } from './known-messages';
import { codeMessage } from './notify';

const LOCALES = { en, es, fr, ja, ru, zh } as Record<string, Record<string, unknown>>;

function lookup(tree: unknown, code: string): unknown {
  return code
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe('error codes in the web app', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('every fixed code has a text in the six languages, the English one the message the API sends', () => {
    for (const [code, info] of Object.entries(ERROR_CODES) as [string, ErrorCodeInfo][]) {
      for (const [lang, tree] of Object.entries(LOCALES)) {
        const text = lookup(tree.errorCodes, code);
        if (info.varies) expect([lang, code, text]).toEqual([lang, code, undefined]);
        else expect([lang, code, typeof text === 'string' && text.length > 0]).toEqual([lang, code, true]);
      }
      if (!info.varies) expect(lookup(en.errorCodes, code)).toBe(info.message);
    }
  });

  it('keeps the code of an answer and of its field errors', () => {
    const e = toApiError(409, 'Conflict', {
      statusCode: 409,
      code: 'account.email_taken',
      message: 'This e-mail is already used by another account',
      errors: [{ field: 'email', message: 'This e-mail is already used by another account', code: 'account.email_taken' }],
    });
    expect(e.code).toBe('account.email_taken');
    expect(e.errors).toEqual([{ field: 'email', message: 'This e-mail is already used by another account', code: 'account.email_taken' }]);
    expect(toApiError(502, 'Bad Gateway', '<html>').code).toBeNull();
  });

  it('shows a known code in the interface language, whatever the English text', async () => {
    await i18n.changeLanguage('fr');
    const stale = toApiError(409, 'Conflict', { code: 'order.stale', message: 'Some reworded English text' });
    expect(errorMessages(stale)).toEqual(['La commande a été modifiée entre-temps par quelqu’un d’autre ; son état actuel est affiché']);
    await i18n.changeLanguage('ja');
    const busy = toApiError(503, 'Service Unavailable', { code: 'upload.busy', message: 'x' });
    expect(codeMessage(busy.code)).toBe('サーバーは他のアップロードを処理中です。しばらくしてからもう一度お試しください');
    const taken = toApiError(409, 'Conflict', {
      code: 'account.email_taken',
      message: 'x',
      errors: [{ field: 'email', message: 'x', code: 'account.email_taken' }],
    });
    expect(knownFieldErrors({}, taken, ['email'])).toEqual({ email: i18n.t('accounts.messages.emailTaken') });
    expect(errorMessages(taken)).toEqual([i18n.t('accounts.messages.emailTaken')]);
  });

  it('falls back to the message for a code that varies, and to the English text for an answer without a code', async () => {
    await i18n.changeLanguage('es');
    const large = toApiError(413, 'Payload Too Large', { code: 'upload.too_large', message: 'The file is too large (at most 5 MB)' });
    expect(errorMessages(large)).toEqual(['The file is too large (at most 5 MB)']);
    const old = toApiError(401, 'Unauthorized', { message: 'Unauthorized: Username or password is invalid.' });
    expect(errorMessages(old)).toEqual([i18n.t('messages.unauthorizedLogin')]);
    expect(knownMessage({ 'missing column': 'inventory.bulk.missingColumn' }, 'Missing column', undefined, 'upload.columns_missing')).toBe(
      i18n.t('inventory.bulk.missingColumn'),
    );
  });
});
