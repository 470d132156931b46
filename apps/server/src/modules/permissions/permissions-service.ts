import {
  allowedOperations,
  diffFields,
  PERMISSION_ACTIONS,
  clampToGrantor,
  codePermissions,
  effectivePermissions,
  inPermissionScope,
  isLockoutChange,
  normalizeFlags,
  PERMISSION_RULE_MESSAGES,
  type PermissionFlags,
  type PermissionRefusal,
  type PermissionRow,
  pageOffset,
  permissionScope,
  planPermissionDelete,
  planPermissionEdit,
  resolvePermissionCreate,
  toOperations,
} from '@gsn/domain';
import { type AppError, badRequest, codeOf, conflict, type FieldError, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { noteAudit } from '../../db/write-context.ts';
import { actorOf, type Principal } from '../../security/principal.ts';
import type { PermissionOrder, PermissionRepository, PermissionView } from './permissions-repository.ts';

export interface PermissionListInput {
  page: number;
  limit: number;
  orderby?: PermissionOrder | undefined;
  asc?: boolean | undefined;
  account_type_id?: number | undefined;
  functionality_id?: number | undefined;
  customer_id?: number | undefined;
}

export interface PermissionCreateInput extends PermissionFlags {
  account_type_id: number;
  functionality_id: number;
  customer_id?: number | null | undefined;
}

export const PERMISSION_MESSAGES = {
  added: 'Permission added successfully',
  updated: 'Permission updated successfully',
  deleted: 'Permission deleted successfully',
  exists: 'This permission already exists',
  unknownAccountType: 'Unknown account type',
  unknownFunctionality: 'Unknown functionality',
  unknownCustomer: 'Unknown customer',
  noOperations: 'This functionality offers no operations to this account type',
} as const;

/** What a permission's audit events show of it: which account type, functionality and company, and its flags. */
const KEY_FIELDS = ['account_type_id', 'functionality_id', 'customer_id'] as const;
const auditSubject = (id: number, customerId: number | null) => ({ kind: 'permission', id, customer_id: customerId });

function refusalError(r: PermissionRefusal): AppError {
  if (r.kind === 'not-found') return notFound();
  if (r.kind === 'forbidden') return forbidden(codeOf(r.message, 403, 'forbidden'), r.message);
  return unprocessable(codeOf(r.message, 422, 'permission.refused'), r.message, [{ field: r.field, message: r.message }]);
}

/** Permissions (functionality 1010): the effective permissions of an account and their administration. */
export function permissionService(repo: PermissionRepository) {
  async function effective(accountTypeId: number, customerId: number | null): Promise<PermissionRow[]> {
    return effectivePermissions(await repo.rowsFor(accountTypeId, customerId), accountTypeId, customerId);
  }

  /** The actor's scope; 403 when it has none (whatever permission 1010 it was granted). */
  function scopeOf(p: Principal) {
    const scope = permissionScope(actorOf(p));
    if (scope.kind === 'none') throw forbidden('permission.no_scope', PERMISSION_RULE_MESSAGES.noScope);
    return scope;
  }

  /** The row when the actor may see it; 404 otherwise. */
  async function visible(p: Principal, id: number): Promise<PermissionView> {
    const scope = scopeOf(p);
    const row = await repo.get(id);
    if (!row || !inPermissionScope(scope, row)) throw notFound();
    return row;
  }

  /** Flags clamped to the functionality's operations for the side, and for customers to what they hold. */
  async function clamp(
    p: Principal,
    target: { account_type_id: number; functionality_id: number },
    flags: PermissionFlags,
    crud: { customercrud: string[]; providercrud: string[] },
  ): Promise<PermissionFlags> {
    const def = { customercrud: toOperations(crud.customercrud), providercrud: toOperations(crud.providercrud) };
    const normalized = normalizeFlags(target.functionality_id, target.account_type_id, flags, def);
    const mine = (await effective(p.accountTypeId, p.customerId)).find((r) => r.functionality_id === target.functionality_id);
    return clampToGrantor(actorOf(p), normalized, mine);
  }

  async function view(id: number): Promise<PermissionView> {
    const row = await repo.get(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    effective,

    async coded(accountTypeId: number, customerId: number | null) {
      return codePermissions(await effective(accountTypeId, customerId));
    },

    /** Staff: every row. A master: the default rows of 210–240 and its company's rows. */
    async list(p: Principal, q: PermissionListInput) {
      return repo.list(
        { scope: scopeOf(p), account_type_id: q.account_type_id, functionality_id: q.functionality_id, customer_id: q.customer_id },
        { limit: q.limit, offset: pageOffset(q), orderby: q.orderby ?? 'account_type_id', asc: q.asc ?? true },
      );
    },

    get: visible,

    async create(p: Principal, input: PermissionCreateInput) {
      const decision = resolvePermissionCreate(actorOf(p), input);
      if (!decision.ok) throw refusalError(decision.refusal);
      const errors: FieldError[] = [];
      if (!(await repo.accountTypeExists(input.account_type_id))) {
        errors.push({ field: 'account_type_id', message: PERMISSION_MESSAGES.unknownAccountType });
      }
      const fn = await repo.functionality(input.functionality_id);
      if (!fn) errors.push({ field: 'functionality_id', message: PERMISSION_MESSAGES.unknownFunctionality });
      if (decision.customer_id !== null && !(await repo.customerExists(decision.customer_id))) {
        errors.push({ field: 'customer_id', message: PERMISSION_MESSAGES.unknownCustomer });
      }
      if (errors.length || !fn) throw badRequest('validation.failed', 'Please check the highlighted fields', errors);
      const def = { customercrud: toOperations(fn.customercrud), providercrud: toOperations(fn.providercrud) };
      if (allowedOperations(input.functionality_id, input.account_type_id, def).length === 0) {
        throw unprocessable('permission.no_operations', PERMISSION_MESSAGES.noOperations, [
          { field: 'functionality_id', message: PERMISSION_MESSAGES.noOperations },
        ]);
      }
      const flags = await clamp(p, input, input, fn);
      const id = await repo.insert({
        account_type_id: input.account_type_id,
        functionality_id: input.functionality_id,
        customer_id: decision.customer_id,
        ...flags,
      });
      if (id === undefined) throw conflict('permission.exists', PERMISSION_MESSAGES.exists);
      const created = { ...input, customer_id: decision.customer_id, ...flags };
      noteAudit({
        action: 'permissions.create',
        subject: auditSubject(id, decision.customer_id),
        changes: diffFields(null, created, [...KEY_FIELDS, ...PERMISSION_ACTIONS]),
      });
      return { message: PERMISSION_MESSAGES.added, data: await view(id) };
    },

    /** Flags only. A master editing a default row writes (or rewrites) its company's override instead. */
    async update(p: Principal, id: number, input: PermissionFlags) {
      scopeOf(p);
      const row = await repo.get(id);
      if (!row) throw notFound();
      const plan = planPermissionEdit(actorOf(p), row);
      if (plan.kind === 'refused') throw refusalError(plan.refusal);
      const flags = await clamp(p, row, input, row.functionality);
      if (isLockoutChange(row, flags))
        throw unprocessable('permission.administrator_keeps', PERMISSION_RULE_MESSAGES.administratorKeepsPermissions);
      // read again and written in one transaction: the event's before/after are the flags this write replaced
      const targetId = await repo.transaction(async (tx) => {
        const key = { account_type_id: row.account_type_id, functionality_id: row.functionality_id };
        const customerId = plan.kind === 'override' ? plan.customer_id : row.customer_id;
        // a company's first override replaces the default row's flags for it
        const before = (await tx.lockFlags({ ...key, customer_id: customerId })) ?? row;
        let written = id;
        if (plan.kind === 'override') written = await tx.upsertOverride({ ...key, customer_id: plan.customer_id, ...flags });
        else await tx.updateFlags(id, flags);
        noteAudit({
          action: 'permissions.update',
          subject: auditSubject(written, customerId),
          changes: diffFields(before, flags, PERMISSION_ACTIONS),
        });
        return written;
      });
      return { message: PERMISSION_MESSAGES.updated, data: await view(targetId) };
    },

    /** Deleting a company's override restores the default for that company. */
    async remove(p: Principal, id: number) {
      scopeOf(p);
      const row = await repo.get(id);
      if (!row) throw notFound();
      const plan = planPermissionDelete(actorOf(p), row);
      if (plan.kind === 'refused') throw refusalError(plan.refusal);
      if (isLockoutChange(row, 'delete'))
        throw unprocessable('permission.administrator_keeps', PERMISSION_RULE_MESSAGES.administratorKeepsPermissions);
      await repo.remove(id);
      noteAudit({
        action: 'permissions.delete',
        subject: auditSubject(id, row.customer_id),
        changes: diffFields(row, null, [...KEY_FIELDS, ...PERMISSION_ACTIONS]),
      });
      return { message: PERMISSION_MESSAGES.deleted };
    },
  };
}

export type PermissionService = ReturnType<typeof permissionService>;
