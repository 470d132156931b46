import {
  ACCOUNT_MESSAGES,
  type AccountListQuery,
  type AccountOrderField,
  type AccountSignupInput,
  type AccountUpdateInput,
  accountChangeEndsSessions,
  accountTypeChangeProblem,
  canManageAccount,
  canSecureAccount,
  companyScope,
  creatableAccountTypes,
  diffFields,
  inCompanyScope,
  type RuleProblem,
  resolveSignup,
} from '@gsn/domain';
import { pageRequest } from '../../db/paging.ts';
import { noteAudit } from '../../db/write-context.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import { AppError, codeOf, conflict, type FieldError, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { accountMails } from '../account/index.ts';
import type { AccountService } from '../account/index.ts';
import { actorOf, type Principal } from '../../security/principal.ts';
import type { SessionService } from '../../security/session-service.ts';
import type { AccountCredentials, AccountNotifier } from '../account/index.ts';
import type { AccountsRepository } from './accounts-repository.ts';

export interface AccountsServiceDeps {
  repo: AccountsRepository;
  /** The identity service: activation tokens, sign-in failures. */
  accounts: Pick<AccountService, 'tokenFor' | 'clearSignInFailures'>;
  sessions: Pick<SessionService, 'revokeAll'>;
  /** A stopped account's keys and webhook endpoints (account-credentials.ts). */
  credentials: Pick<AccountCredentials, 'stop'>;
  mailer: Mailer;
  /** Tells of an account created or disabled (the account module's account-notifications.ts). */
  notifier?: AccountNotifier;
}

/** A rule problem as the API answers it: 403 when the actor may not, 422 when the request cannot be honoured. */
export function ruleError(problem: RuleProblem): AppError {
  const errors = [{ field: problem.field, message: problem.message }];
  const status = problem.kind === 'forbidden' ? 403 : 422;
  return new AppError(
    status,
    codeOf(problem.message, status, status === 403 ? 'account.rule_forbidden' : 'account.rule_refused'),
    problem.message,
    errors,
  );
}

/** What an account's audit events show of it (never its password). */
const ACCOUNT_FIELDS = ['email', 'username', 'account_type_id', 'status', 'disabled', 'customer_id'] as const;
const accountSubject = (id: number, customerId: number | null) => ({ kind: 'account', id, customer_id: customerId });

export const RESEND_MESSAGES = {
  sent: 'The activation e-mail has been sent again',
  notCreated: 'This account is already activated',
} as const;

export const SIGN_IN_MESSAGES = {
  sessionsEnded: 'Every session of the account has been ended',
  failuresCleared: 'The account’s failed sign-ins have been forgotten',
} as const;

/**
 * Management of accounts by staff and masters (spec 1 §2 Accounts, §6): lists scoped to what the caller sees,
 * creation with an activation e-mail, edit and delete under the rules of who may act on whom.
 */
export function accountsService(d: AccountsServiceDeps) {
  const { repo } = d;
  const { identity } = repo;

  /** The account when the caller may see it; otherwise 404, so that other companies' ids reveal nothing. */
  async function visible(p: Principal, id: number) {
    const target = await identity.findById(id);
    if (!target || !inCompanyScope(companyScope(actorOf(p)), target.customer_id)) throw notFound();
    return target;
  }

  /** The account when the caller may change it (visible, and the rules of who may act on whom); 404 or 403 otherwise. */
  async function manageable(p: Principal, id: number, may = canManageAccount) {
    const target = await visible(p, id);
    if (!may(actorOf(p), target)) throw forbidden('account.not_manageable', 'You may not change this account');
    return target;
  }

  return {
    async list(p: Principal, q: Sorted<AccountListQuery, AccountOrderField>) {
      const scope = companyScope(actorOf(p));
      if (scope.kind === 'none') return { data: [], count: 0 };
      const code = q.account_type_code?.trim() || undefined;
      const typeId = code && /^\d+$/.test(code) ? Number(code) : undefined;
      return repo.list(
        {
          companyId: scope.kind === 'company' ? scope.customerId : undefined,
          customerId: q.customer_id,
          accountTypeId: typeId,
          accountTypeName: typeId === undefined ? code : undefined,
          status: q.status,
          disabled: q.disabled,
          staff: q.staff,
          search: q.search || undefined,
        },
        pageRequest(q),
      );
    },

    async get(p: Principal, id: number) {
      await visible(p, id);
      return (await identity.view(id)) ?? Promise.reject(notFound());
    },

    /** The account types the caller may create (GET /customer/account/types/). */
    async creatableTypes(p: Principal) {
      const data = await repo.accountTypes(creatableAccountTypes(p.accountTypeId));
      return { data, count: data.length };
    },

    /**
     * A new account: status created, no password, an activation e-mail with the set-password link. A master
     * (200) becomes its customer's master; it stays disabled until activated.
     */
    async signup(p: Principal, input: AccountSignupInput, opts: { mastersOnly?: boolean } = {}) {
      if (opts.mastersOnly && p.accountTypeId !== 200) throw forbidden();
      const resolved = resolveSignup(actorOf(p), input);
      if (!resolved.ok) throw ruleError(resolved.problem);
      const { customerId } = resolved;
      const isMaster = input.account_type_id === 200;
      if (customerId !== null) {
        const company = await repo.customer(customerId);
        if (!company)
          throw unprocessable('account.unknown_customer', ACCOUNT_MESSAGES.unknownCustomer, [
            { field: 'customer_id', message: ACCOUNT_MESSAGES.unknownCustomer },
          ]);
        if (isMaster && company.master_id !== null) {
          throw conflict('account.customer_has_master', ACCOUNT_MESSAGES.customerHasMaster, [
            { field: 'customer_id', message: ACCOUNT_MESSAGES.customerHasMaster },
          ]);
        }
      }
      const email = input.email;
      const username = input.username ?? email;
      const errors: FieldError[] = [];
      if (await identity.findByEmail(email)) errors.push({ field: 'email', message: ACCOUNT_MESSAGES.emailTaken });
      else if (await identity.usernameTaken(username)) {
        errors.push({ field: username === email ? 'email' : 'username', message: ACCOUNT_MESSAGES.usernameTaken });
      }
      if (errors.length) throw conflict(codeOf(errors[0]!.message, 409, 'conflict'), errors[0]!.message, errors);

      const created = await repo.transaction(async (tx) => {
        const row = {
          username,
          email,
          account_type_id: input.account_type_id,
          status: 'created',
          disabled: isMaster || (input.disabled ?? false),
          customer_id: customerId,
        };
        const [account] = await tx.identity.insertMany([row]);
        if (!account)
          throw conflict('account.email_taken', ACCOUNT_MESSAGES.emailTaken, [{ field: 'email', message: ACCOUNT_MESSAGES.emailTaken }]);
        noteAudit({
          action: 'accounts.create',
          subject: accountSubject(account.id, customerId),
          changes: diffFields(null, row, ACCOUNT_FIELDS),
        });
        const token = d.accounts.tokenFor(account.id, 'activate');
        await tx.identity.insertTokens([token.row]);
        if (isMaster && customerId !== null && !(await tx.claimMaster(customerId, account.id))) {
          throw conflict('account.customer_has_master', ACCOUNT_MESSAGES.customerHasMaster, [
            { field: 'customer_id', message: ACCOUNT_MESSAGES.customerHasMaster },
          ]);
        }
        return { id: account.id, link: token.link };
      });
      await d.mailer.send(accountMails.activation(email, created.link));
      await d.notifier?.accountEvent({ action: 'created', accountId: created.id, actor: p });
      return { message: ACCOUNT_MESSAGES.added, data: (await identity.view(created.id))! };
    },

    /** Type, e-mail, status, disabled. Disabling, terminating, a new e-mail or type end the account's sessions. */
    async update(p: Principal, id: number, input: AccountUpdateInput) {
      const target = await manageable(p, id);
      const actor = actorOf(p);
      if (input.account_type_id !== undefined) {
        const problem = accountTypeChangeProblem(actor, target, input.account_type_id);
        if (problem) throw ruleError(problem);
      }
      const patch: { account_type_id?: number; email?: string; status?: string; disabled?: boolean } = {};
      if (input.account_type_id !== undefined) patch.account_type_id = input.account_type_id;
      if (input.status !== undefined) patch.status = input.status;
      if (input.disabled !== undefined) patch.disabled = input.disabled;
      if (input.email !== undefined && input.email.toLowerCase() !== target.email.toLowerCase()) {
        const other = await identity.findByEmail(input.email);
        if (other && other.id !== id)
          throw conflict('account.email_taken', ACCOUNT_MESSAGES.emailTaken, [{ field: 'email', message: ACCOUNT_MESSAGES.emailTaken }]);
        patch.email = input.email;
      }
      if (Object.keys(patch).length && !(await repo.update(id, patch))) {
        throw conflict('account.email_taken', ACCOUNT_MESSAGES.emailTaken, [{ field: 'email', message: ACCOUNT_MESSAGES.emailTaken }]);
      }
      noteAudit({
        action: 'accounts.update',
        subject: accountSubject(id, target.customer_id),
        changes: diffFields(target, patch, ACCOUNT_FIELDS),
      });
      if (accountChangeEndsSessions(target, { ...target, ...patch })) await d.sessions.revokeAll(id);
      // stopped: its keys and webhook endpoints stop for good, its company's master is told
      if (patch.disabled && !target.disabled) await d.credentials.stop({ ...target, ...patch }, 'disabled');
      else if (patch.status === 'terminated' && target.status !== 'terminated')
        await d.credentials.stop({ ...target, ...patch }, 'terminated');
      if (patch.disabled && !target.disabled) await d.notifier?.accountEvent({ action: 'disabled', accountId: id, actor: p });
      return { message: ACCOUNT_MESSAGES.updated, data: (await identity.view(id))! };
    },

    /** A new activation link by mail for an account still `created` (its earlier link lost or expired); 409 otherwise. */
    async resendActivation(p: Principal, id: number) {
      const target = await manageable(p, id);
      if (target.status !== 'created') throw conflict('account.already_activated', RESEND_MESSAGES.notCreated);
      const token = d.accounts.tokenFor(id, 'activate');
      await identity.insertTokens([token.row]);
      await d.mailer.send(accountMails.activation(target.email, token.link));
      return { message: RESEND_MESSAGES.sent };
    },

    /** Never oneself; a company's master only once the company has no other account. */
    async remove(p: Principal, id: number) {
      const target = await visible(p, id);
      if (!canManageAccount(actorOf(p), target)) throw forbidden('account.not_deletable', 'You may not delete this account');
      const company = await repo.masterOf(id);
      if (company !== undefined && (await repo.countCompanyAccounts(company, id)) > 0)
        throw conflict('account.master_with_accounts', ACCOUNT_MESSAGES.masterWithAccounts);
      await d.sessions.revokeAll(id);
      await d.credentials.stop(target, 'deleted');
      await repo.remove(id);
      noteAudit({
        action: 'accounts.delete',
        subject: accountSubject(id, target.customer_id),
        changes: diffFields(target, null, ACCOUNT_FIELDS),
      });
      return { message: ACCOUNT_MESSAGES.deleted };
    },

    /** Staff end every session of an account (canSecureAccount: the administrator any; docs/security.md, Sessions). */
    async endSessions(p: Principal, id: number) {
      const target = await manageable(p, id, canSecureAccount);
      await d.sessions.revokeAll(id);
      noteAudit({ action: 'auth.sessions_ended', subject: { kind: 'account', id, customer_id: target.customer_id } });
      return { message: SIGN_IN_MESSAGES.sessionsEnded };
    },

    /** Staff forget an account's failed sign-ins: nobody is slowed on it any more (docs/security.md, Sign-in throttling). */
    async clearSignInFailures(p: Principal, id: number) {
      const target = await manageable(p, id, canSecureAccount);
      await d.accounts.clearSignInFailures(target.email);
      noteAudit({ action: 'auth.sign_in_failures_cleared', subject: { kind: 'account', id, customer_id: target.customer_id } });
      return { message: SIGN_IN_MESSAGES.failuresCleared };
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
