import { describe, expect, it } from 'vitest';
import { issuesToErrors, type SchemaIssue, schemaValidator } from './form-validation';
import { i18n } from './i18n';
import { firstIssues } from './zod-issues';

/** A stand-in for a zod schema: name (1 to 3 characters), mail (an e-mail), rows of cities (2 characters or more). */
interface Input {
  name: string;
  mail: string;
  rows: { city: string }[];
}
const schema = {
  safeParse(value: unknown) {
    const v = value as Input;
    const issues: SchemaIssue[] = [];
    if (v.name.length < 1) issues.push({ path: ['name'], message: 'Name is needed', code: 'too_small', minimum: 1 });
    if (v.name.length > 3) issues.push({ path: ['name'], message: 'Too big', code: 'too_big', maximum: 3 });
    if (v.name.length > 3) issues.push({ path: ['name'], message: 'Second', code: 'custom' });
    if (!v.mail.includes('@')) issues.push({ path: ['mail'], message: 'Please enter a valid e-mail address', code: 'invalid_format' });
    v.rows.forEach((r, i) => {
      if (r.city.length < 2) issues.push({ path: ['rows', i, 'city'], message: 'Too small', code: 'too_small', minimum: 2 });
    });
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};

describe('the zod-to-form adapter', () => {
  it('keeps the first issue of each field, in the interface language', async () => {
    await i18n.changeLanguage('en');
    const errors = schemaValidator(schema)({ name: 'abcd', mail: 'x', rows: [{ city: 'a' }] });
    expect(errors).toEqual({
      name: 'At most 3 characters',
      mail: 'Please enter a valid e-mail address',
      'rows.0.city': 'At least 2 characters',
    });
    expect(schemaValidator(schema)({ name: 'ab', mail: 'a@b.co', rows: [] })).toEqual({});
  });

  it('checks what will be sent, and maps fields and messages', () => {
    const validate = schemaValidator(schema, (v: { n: string }) => ({ name: v.n, mail: 'a@b.co', rows: [{ city: 'x' }] }), {
      field: (path) => (path[0] === 'rows' ? `cities.${String(path[1])}.city` : String(path[0])),
      messages: { 'Name is needed': 'validation.firstnameRequired' },
    });
    expect(validate({ n: '' })).toEqual({ name: 'First name is required', 'cities.0.city': 'At least 2 characters' });
  });

  it('drops issues with no field, and takes a fallback text and message lookup function', () => {
    const result = schema.safeParse({ name: '', mail: '', rows: [] });
    const errors = issuesToErrors(
      result.error?.issues,
      {},
      {
        field: (path) => (path[0] === 'mail' ? undefined : String(path[0])),
        messages: (m) => (m.toLowerCase() === 'name is needed' ? 'validation.required' : undefined),
        fallback: () => 'fallback',
      },
    );
    expect(errors).toEqual({ name: 'This field is required' });
  });

  it('firstIssues places any value by field', () => {
    const issues = [
      { path: ['a'], message: 'one' },
      { path: ['a'], message: 'two' },
      { path: ['b'], message: 'three' },
    ];
    expect(firstIssues(issues, (i) => [String(i.path[0]), i.message.length] as const)).toEqual({ a: 3, b: 5 });
    expect(firstIssues(undefined, () => ['x', 1] as const)).toEqual({});
  });
});
