import { ACCOUNT_TYPE_LIST } from '@gsn/domain';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AccountTypeRepository, AccountTypeValues } from './account-types-repository.ts';

export const ACCOUNT_TYPE_MESSAGES = {
  added: 'Account type added successfully',
  updated: 'Account type updated successfully',
  deleted: 'Account type deleted successfully',
  idTaken: 'An account type with this id already exists',
  nameTaken: 'An account type with this name already exists',
  builtIn: 'Built-in account types cannot be deleted',
  inUse: 'This account type is still used by accounts or permissions',
} as const;

const BUILT_IN = new Set<number>(ACCOUNT_TYPE_LIST.map((t) => t.id));

/** Account types (functionality 1000). The 12 built-in types cannot be deleted; neither can one in use. */
export function accountTypeService(repo: AccountTypeRepository) {
  async function get(id: number) {
    const row = await repo.get(id);
    if (!row) throw notFound();
    return row;
  }

  async function checkName(name: string, exceptId?: number) {
    const owner = await repo.idByName(name);
    if (owner !== undefined && owner !== exceptId) {
      throw conflict('account_type.name_taken', ACCOUNT_TYPE_MESSAGES.nameTaken, [
        { field: 'account_type', message: ACCOUNT_TYPE_MESSAGES.nameTaken },
      ]);
    }
  }

  return {
    async list() {
      const data = await repo.list();
      return { data, count: data.length };
    },

    get,

    async create(input: AccountTypeValues & { id: number }) {
      if (await repo.get(input.id))
        throw conflict('account_type.id_taken', ACCOUNT_TYPE_MESSAGES.idTaken, [{ field: 'id', message: ACCOUNT_TYPE_MESSAGES.idTaken }]);
      await checkName(input.account_type);
      // a concurrent insert of the same id or name loses here
      if (!(await repo.insert(input))) throw conflict('account_type.name_taken', ACCOUNT_TYPE_MESSAGES.nameTaken);
      return { message: ACCOUNT_TYPE_MESSAGES.added, data: await get(input.id) };
    },

    async update(id: number, input: AccountTypeValues) {
      await get(id);
      await checkName(input.account_type, id);
      await repo.update(id, input);
      return { message: ACCOUNT_TYPE_MESSAGES.updated, data: await get(id) };
    },

    async remove(id: number) {
      await get(id);
      if (BUILT_IN.has(id)) throw conflict('account_type.built_in', ACCOUNT_TYPE_MESSAGES.builtIn);
      const refs = await repo.references(id);
      if (refs.accounts > 0 || refs.permissions > 0) throw conflict('account_type.in_use', ACCOUNT_TYPE_MESSAGES.inUse);
      await repo.remove(id);
      return { message: ACCOUNT_TYPE_MESSAGES.deleted };
    },
  };
}

export type AccountTypeService = ReturnType<typeof accountTypeService>;
