import { RemoteSelect, type RemoteSelectProps } from '../../../components/remote-select';
import { useVendorOptions } from '../api/use-products';

const unknownVendor = (id: string) => `#${id}`;

/** A searchable choice of vendors: the server is asked for names matching what is typed (GET /vendors/?search=). */
export function VendorSelect(props: RemoteSelectProps) {
  return <RemoteSelect useOptions={useVendorOptions} unknownLabel={unknownVendor} {...props} />;
}
