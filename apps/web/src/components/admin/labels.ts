import { useTranslation } from 'react-i18next';
import { FUNCTIONALITY_LIST, PERMISSION_ACTIONS, type PermissionAction } from '@gsn/domain';

const BUILT_IN_FUNCTIONALITIES = new Set<number>(FUNCTIONALITY_LIST.map((f) => f.id));

/** The translated name of a built-in functionality (spec 1 §3 ids); others show the server's description. */
export function useFunctionalityName() {
  const { t } = useTranslation();
  return (id: number, fallback?: string | null) =>
    BUILT_IN_FUNCTIONALITIES.has(id) ? t(`admin.functionalityNames.${id}`) : (fallback ?? String(id));
}

/** read, list, write (shown as "create"), edit, delete in the interface language. */
export function useOperationLabel() {
  const { t } = useTranslation();
  return (op: PermissionAction) => t(`admin.operations.${op}`);
}

export function isPermissionAction(value: string): value is PermissionAction {
  return (PERMISSION_ACTIONS as readonly string[]).includes(value);
}
