import { describe, expect, it } from 'vitest';
import { factorsResetMail } from './mail.ts';
import { classifyCode, formatRecoveryCode, mfaMethods, mfaRequired, mustEnrol, relyingParty } from './rules.ts';
import { loginMfaSchema, reauthSchema } from './schemas.ts';

describe('second-factor rules', () => {
  it('tells a TOTP code from a recovery code, forgiving case, spaces, dashes and misread letters', () => {
    expect(classifyCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(classifyCode('ABCDE-FGH0J')).toEqual({ kind: 'recovery_code', code: 'abcdefgh0j' });
    expect(classifyCode('abcde fghOj')).toEqual({ kind: 'recovery_code', code: 'abcdefgh0j' });
    expect(classifyCode('1lI00-oOabc')).toEqual({ kind: 'recovery_code', code: '1110000abc' });
    for (const bad of ['', '12345', '1234567', 'abcde-fghiju', 'abcde-fgh!j', 'uuuuu-uuuuu']) expect(classifyCode(bad), bad).toBeNull();
  });

  it('formats ten random bytes as a recovery code of Crockford base32 that classifies as itself', () => {
    const code = formatRecoveryCode(Uint8Array.from([0, 1, 2, 31, 32, 255, 10, 17, 18, 30]));
    expect(code).toBe('012z0-zahjy');
    expect(classifyCode(code)).toEqual({ kind: 'recovery_code', code: '012z0zahjy' });
    expect(() => formatRecoveryCode(new Uint8Array(9))).toThrow();
  });

  it('requires a factor of staff by the installation’s setting, of a company’s accounts by its master’s, never of visitors', () => {
    const f = { staffRequired: true, companyRequired: false };
    expect(mfaRequired({ ...f, accountTypeId: 100 })).toBe(true);
    expect(mfaRequired({ ...f, accountTypeId: 140 })).toBe(true);
    expect(mfaRequired({ ...f, accountTypeId: 200 })).toBe(false);
    expect(mfaRequired({ staffRequired: false, companyRequired: true, accountTypeId: 110 })).toBe(false);
    expect(mfaRequired({ staffRequired: false, companyRequired: true, accountTypeId: 230 })).toBe(true);
    expect(mfaRequired({ staffRequired: true, companyRequired: true, accountTypeId: 400 })).toBe(false);
    expect(mustEnrol({ ...f, accountTypeId: 110, hasFactor: false })).toBe(true);
    expect(mustEnrol({ ...f, accountTypeId: 110, hasFactor: true })).toBe(false);
  });

  it('offers the methods of the factors held, recovery codes while some are left', () => {
    expect(mfaMethods(['webauthn', 'totp', 'totp'], 3)).toEqual(['totp', 'webauthn', 'recovery_code']);
    expect(mfaMethods(['webauthn'], 0)).toEqual(['webauthn']);
  });

  it('binds WebAuthn to the public address: its host name and origin', () => {
    expect(relyingParty('https://portal.carrier.example:8443/')).toEqual({
      id: 'portal.carrier.example',
      origin: 'https://portal.carrier.example:8443',
    });
  });

  it('takes exactly one proof', () => {
    expect(loginMfaSchema.safeParse({ mfa_token: 'x'.repeat(43), code: '123456' }).success).toBe(true);
    expect(loginMfaSchema.safeParse({ mfa_token: 'x'.repeat(43) }).success).toBe(false);
    expect(reauthSchema.safeParse({ password: 'p', code: '123456' }).success).toBe(false);
    expect(reauthSchema.safeParse({ code: '123456' }).success).toBe(true);
  });

  it('mails the reset in the receiver’s language, English otherwise', () => {
    expect(factorsResetMail('ja', 'https://p/x').subject).toBe('GSN Portal：第二要素が削除されました');
    expect(factorsResetMail('xx', 'https://p/x')).toMatchObject({ subject: 'GSN Portal: your second factors were removed' });
    expect(factorsResetMail(null, 'https://p/x').text).toContain('https://p/x');
  });
});
