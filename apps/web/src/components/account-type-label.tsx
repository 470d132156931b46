import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE_LIST } from '@gsn/domain';

const KNOWN = new Set<number>(ACCOUNT_TYPE_LIST.map((a) => a.id));

/** The translated name of an account type (spec 1 §3 ids). */
export function useAccountTypeName() {
  const { t } = useTranslation();
  return (id: number, fallback?: string) => (KNOWN.has(id) ? t(`accountTypes.${id}`) : (fallback ?? String(id)));
}

export function AccountTypeLabel({ id, fallback }: { id: number; fallback?: string }) {
  const name = useAccountTypeName();
  return <>{name(id, fallback)}</>;
}
