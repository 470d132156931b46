import { RemoteSelect, type RemoteSelectProps } from '../../../components/remote-select';
import { useCustomerCodeOptions, useVendorCodeOptions } from '../api/use-inventory';

interface CompanyCodeSelectProps extends Omit<RemoteSelectProps, 'selectedName'> {
  /** Customers (GET /customers/) or vendors (GET /vendors/). */
  kind: 'customer' | 'vendor';
}

const asCode = (code: string) => code;
const useCustomerCodes = (search: string) => useCustomerCodeOptions(search);
const useVendorCodes = (search: string) => useVendorCodeOptions(search);

/** A searchable choice of companies by their provider code (provider_insight_company_code), labelled "CODE — Name". */
export function CompanyCodeSelect({ kind, ...rest }: CompanyCodeSelectProps) {
  return <RemoteSelect useOptions={kind === 'customer' ? useCustomerCodes : useVendorCodes} unknownLabel={asCode} {...rest} />;
}
