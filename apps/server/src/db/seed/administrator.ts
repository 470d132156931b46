import { randomBytes } from 'node:crypto';
import type { AccountRepository } from '../../modules/account/account-repository.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isStrongPassword } from '@gsn/domain';

/**
 * First start with no administrator: create one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated
 * password that is printed once. Returns what was done, for the log.
 */
export async function ensureAdministrator(
  repo: AccountRepository,
  hasAdministrator: () => Promise<boolean>,
  opts: { email: string | undefined; password: string | undefined },
): Promise<{ created: false } | { created: true; email: string; generatedPassword?: string }> {
  if (await hasAdministrator()) return { created: false };
  const email = opts.email ?? 'admin@gsn.local';
  let password = opts.password;
  let generated: string | undefined;
  if (!password) {
    generated = `${randomBytes(12).toString('base64url')}a1A!`;
    password = generated;
  } else if (!isStrongPassword(password)) {
    throw new Error('ADMIN_PASSWORD is too weak: use 8+ characters with lower and upper case, a digit and one of !@#$%^&*');
  }
  await repo.insert({
    username: 'admin',
    email,
    account_type_id: 100,
    status: 'active',
    password_hash: await hashPassword(password),
    profile: { firstname: 'Portal', lastname: 'Administrator', language: 'en', currency: 'USD' },
  });
  return generated ? { created: true, email, generatedPassword: generated } : { created: true, email };
}
