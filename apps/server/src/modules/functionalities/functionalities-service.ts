import { FUNCTIONALITY_LIST, normalizeFlags, type PermissionAction } from '@gsn/domain';
import { codeOf, conflict, type FieldError, notFound } from '../../lib/errors.ts';
import type { FunctionalityRepository } from './functionalities-repository.ts';

export const FUNCTIONALITY_MESSAGES = {
  added: 'Functionality added successfully',
  updated: 'Functionality updated successfully',
  deleted: 'Functionality deleted successfully',
  idTaken: 'A functionality with this id already exists',
  descriptionTaken: 'A functionality with this description already exists',
  subCategoryTaken: 'A functionality with this sub-category already exists',
  builtIn: 'Built-in functionalities cannot be deleted',
  inUse: 'This functionality is still used by permissions or notification types',
} as const;

export interface FunctionalityInput {
  description: string;
  category: string;
  sub_category: string;
  customercrud: PermissionAction[];
  providercrud: PermissionAction[];
}

const BUILT_IN = new Set<number>(FUNCTIONALITY_LIST.map((f) => f.id));
const unique = (ops: PermissionAction[]) => [...new Set(ops)];

/**
 * Functionalities (functionality 1030). The 17 built-in ones cannot be deleted; neither can one in use. The
 * description and the sub-category (the code in coded permissions) are unique.
 */
export function functionalityService(repo: FunctionalityRepository) {
  async function get(id: number) {
    const row = await repo.get(id);
    if (!row) throw notFound();
    return row;
  }

  async function checkUnique(v: { description: string; sub_category: string }, exceptId?: number) {
    const c = await repo.clashes(v, exceptId);
    const errors: FieldError[] = [];
    if (c.description) errors.push({ field: 'description', message: FUNCTIONALITY_MESSAGES.descriptionTaken });
    if (c.sub_category) errors.push({ field: 'sub_category', message: FUNCTIONALITY_MESSAGES.subCategoryTaken });
    if (errors[0]) throw conflict(codeOf(errors[0].message, 409, 'conflict'), errors[0].message, errors);
  }

  return {
    async list() {
      const data = await repo.list();
      return { data, count: data.length };
    },

    get,

    async create(input: FunctionalityInput & { id: number }) {
      if (await repo.get(input.id))
        throw conflict('functionality.id_taken', FUNCTIONALITY_MESSAGES.idTaken, [
          { field: 'id', message: FUNCTIONALITY_MESSAGES.idTaken },
        ]);
      await checkUnique(input);
      const row = { ...input, customercrud: unique(input.customercrud), providercrud: unique(input.providercrud) };
      if (!(await repo.insert(row))) throw conflict('functionality.id_taken', FUNCTIONALITY_MESSAGES.idTaken);
      return { message: FUNCTIONALITY_MESSAGES.added, data: await get(input.id) };
    },

    /** Narrowing the operations also takes them away from the permission rows that had them. */
    async update(id: number, input: FunctionalityInput) {
      await get(id);
      await checkUnique(input, id);
      const def = { customercrud: unique(input.customercrud), providercrud: unique(input.providercrud) };
      await repo.update(id, { ...input, ...def }, (row) => {
        const next = normalizeFlags(id, row.account_type_id, row, def);
        // the profile keeps read without list (there is no list of profiles); never widen a row
        return { read: next.read, list: next.list && row.list, write: next.write, edit: next.edit, delete: next.delete };
      });
      return { message: FUNCTIONALITY_MESSAGES.updated, data: await get(id) };
    },

    async remove(id: number) {
      await get(id);
      if (BUILT_IN.has(id)) throw conflict('functionality.built_in', FUNCTIONALITY_MESSAGES.builtIn);
      const refs = await repo.references(id);
      if (refs.permissions > 0 || refs.notificationTypes > 0) throw conflict('functionality.in_use', FUNCTIONALITY_MESSAGES.inUse);
      await repo.remove(id);
      return { message: FUNCTIONALITY_MESSAGES.deleted };
    },
  };
}

export type FunctionalityService = ReturnType<typeof functionalityService>;
