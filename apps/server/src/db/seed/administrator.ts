import { randomBytes } from 'node:crypto';
import type { AccountRepository } from '../../modules/account/account-repository.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isStrongPassword } from '@gsn/domain';

/** The administrator made when ADMIN_EMAIL is not given (with a generated password printed once). */
export const GENERATED_ADMIN_EMAIL = 'admin@gsn.local';

export interface AdministratorResult {
  /** created: a new administrator; replaced: the generated administrator, never signed in, became the configured one. */
  action: 'none' | 'created' | 'replaced';
  email?: string;
  /** Printed once on the console, stored nowhere in clear. */
  generatedPassword?: string;
}

/**
 * First start with no administrator: create one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated
 * password that is printed once. Run it under the start-up lock (withStartupLock): instances started together then
 * run it one after the other. The configured administrator wins: when an instance without ADMIN_EMAIL came first
 * and made the generated administrator, which nobody has signed in with yet, an instance with ADMIN_EMAIL turns
 * that account into the configured one (whatever other administrators the demo data added meanwhile). Returns what
 * was done, for the log.
 */
export async function ensureAdministrator(
  repo: Pick<AccountRepository, 'administrators' | 'findByEmail' | 'insert' | 'update' | 'setPassword'>,
  opts: { email: string | undefined; password: string | undefined },
): Promise<AdministratorResult> {
  const configured = opts.email;
  const given = opts.password || undefined;
  const password = () => {
    if (given && !isStrongPassword(given)) {
      throw new Error('ADMIN_PASSWORD is too weak: use 8+ characters with lower and upper case, a digit and one of !@#$%^&*');
    }
    const generated = given ? undefined : generatePassword();
    return { password: given ?? generated!, ...(generated ? { generatedPassword: generated } : {}) };
  };
  const admins = await repo.administrators();
  if (admins.length > 0) {
    // other administrators (the demo data's) do not matter: only whether the generated one was ever used
    const generated = admins.find((a) => a.email === GENERATED_ADMIN_EMAIL && !a.signedIn);
    const takeOver = configured && generated && configured.toLowerCase() !== GENERATED_ADMIN_EMAIL && !(await repo.findByEmail(configured));
    if (!takeOver || !generated) return { action: 'none' };
    const { password: chosen, ...shown } = password();
    await repo.update(generated.id, { email: configured });
    await repo.setPassword(generated.id, await hashPassword(chosen), true);
    return { action: 'replaced', email: configured, ...shown };
  }
  const email = configured ?? GENERATED_ADMIN_EMAIL;
  const { password: chosen, ...shown } = password();
  await repo.insert({
    username: 'admin',
    email,
    account_type_id: 100,
    status: 'active',
    password_hash: await hashPassword(chosen),
    profile: { firstname: 'Portal', lastname: 'Administrator', language: 'en', currency: 'USD' },
  });
  return { action: 'created', email, ...shown };
}

function generatePassword() {
  return `${randomBytes(12).toString('base64url')}a1A!`;
}
