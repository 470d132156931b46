import { useMemo } from 'react';
import { RemoteSelect, type RemoteSelectProps } from '../../../components/remote-select';
import { useCustomerOptions } from '../api/use-customers';

interface CustomerSelectProps extends RemoteSelectProps {
  /** Only companies that have no master account yet (e.g. when creating a master account). */
  withoutMaster?: boolean;
}

function useCustomerChoices(search: string, withoutMaster: boolean) {
  const options = useCustomerOptions(search);
  const data = useMemo(
    () => options.data?.filter((c) => !withoutMaster || !c.hasMaster).map((c) => ({ value: String(c.id), label: c.name })),
    [options.data, withoutMaster],
  );
  return { data, isFetching: options.isFetching };
}

const useAllCustomers = (search: string) => useCustomerChoices(search, false);
const useCustomersWithoutMaster = (search: string) => useCustomerChoices(search, true);
const unknownCustomer = (id: string) => `#${id}`;

/** A searchable choice of companies: the server is asked for names matching what is typed. */
export function CustomerSelect({ withoutMaster = false, ...rest }: CustomerSelectProps) {
  return <RemoteSelect useOptions={withoutMaster ? useCustomersWithoutMaster : useAllCustomers} unknownLabel={unknownCustomer} {...rest} />;
}
