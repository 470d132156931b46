import { COMMON_PASSWORD_MESSAGE, isCommonPassword, isPersonalPassword, PERSONAL_PASSWORD_MESSAGE, type PersonalWords } from '@gsn/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import { unprocessable } from './errors.ts';

/**
 * The most used passwords, from the zxcvbn-ts common dictionary (a maintained list from leaked password sets,
 * most frequent first). The first 20,000 cover what guessing attacks try; loaded once, on first use.
 */
export const COMMON_PASSWORD_COUNT = 20_000;
let list: Set<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return list;
}

/** 422 on `field` when the password is one of the common ones (register/activate, reset, update). */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password, commonPasswords())) {
    throw unprocessable('account.password_common', COMMON_PASSWORD_MESSAGE, [{ field, message: COMMON_PASSWORD_MESSAGE }]);
  }
}

/** 422 on `field` when the password is made of the account's own words (e-mail, names, company; @gsn/domain). */
export function refusePersonalPassword(password: string, who: PersonalWords, field: string): void {
  if (isPersonalPassword(password, who)) {
    throw unprocessable('account.password_personal', PERSONAL_PASSWORD_MESSAGE, [{ field, message: PERSONAL_PASSWORD_MESSAGE }]);
  }
}
