import { useMemo } from 'react';
import { RemoteSelect, type RemoteSelectProps } from '../../../components/remote-select';
import { accountName, useAccountOptions } from '../../accounts';

interface BdmSelectProps extends Omit<RemoteSelectProps, 'selectedName'> {
  /** The stored BDM's name, shown before the search names it. */
  currentName?: string | null;
}

/** The provider's staff whose name or e-mail holds what is typed, asked of the server (there may be hundreds). */
function useStaffChoices(search: string) {
  const accounts = useAccountOptions({ staff: true, search: search || undefined, orderby: 'email' });
  const data = useMemo(() => accounts.data?.map((a) => ({ value: String(a.id), label: accountName(a) })), [accounts.data]);
  return { data, isFetching: accounts.isFetching };
}

const unknownAccount = (id: string) => `#${id}`;

/** The provider's signed business development manager: a search among the provider's staff accounts. */
export function BdmSelect({ currentName, ...rest }: BdmSelectProps) {
  return <RemoteSelect useOptions={useStaffChoices} unknownLabel={unknownAccount} selectedName={currentName ?? null} {...rest} />;
}
