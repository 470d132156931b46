import {
  FUNCTIONALITIES,
  CALL_TEMPLATE_COLUMNS,
  CALL_TEMPLATE_EXAMPLE,
  CARRIER_TEMPLATE_COLUMNS,
  CARRIER_TEMPLATE_EXAMPLE,
  CUSTOMER_TEMPLATE_COLUMNS,
  CUSTOMER_TEMPLATE_EXAMPLE,
  PRODUCT_TEMPLATE_COLUMNS,
  PRODUCT_TEMPLATE_EXAMPLE,
  INVENTORY_TEMPLATE_COLUMNS,
  INVENTORY_TEMPLATE_EXAMPLE,
  VENDOR_TEMPLATE_COLUMNS,
  VENDOR_TEMPLATE_EXAMPLE,
} from '@gsn/domain';
import type { Access } from '../../plugins/access.ts';

/**
 * Spreadsheet templates served at GET /templates/{name} (spec 1 §7). A feature with a bulk upload adds its
 * template here: the columns, an example row, and who may download it (usually who may upload).
 */
export interface TemplateDef {
  name: string;
  filename: string;
  sheetName: string;
  columns: readonly string[];
  example: Readonly<Record<string, string>>;
  access: Access;
}

export const TEMPLATES: TemplateDef[] = [
  {
    name: 'customers',
    filename: 'customers-template.xlsx',
    sheetName: 'Customers',
    columns: CUSTOMER_TEMPLATE_COLUMNS,
    example: CUSTOMER_TEMPLATE_EXAMPLE,
    access: { functionality: FUNCTIONALITIES.customer, action: 'write', audience: 'staff' },
  },
  {
    name: 'carriers',
    filename: 'carriers-template.xlsx',
    sheetName: 'Carriers',
    columns: CARRIER_TEMPLATE_COLUMNS,
    example: CARRIER_TEMPLATE_EXAMPLE,
    access: { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' },
  },
  {
    name: 'vendors',
    filename: 'vendors-template.xlsx',
    sheetName: 'Vendors',
    columns: VENDOR_TEMPLATE_COLUMNS,
    example: VENDOR_TEMPLATE_EXAMPLE,
    access: { functionality: FUNCTIONALITIES.vendor, action: 'write', audience: 'staff' },
  },
  {
    name: 'calls',
    filename: 'calls-template.xlsx',
    sheetName: 'Calls',
    columns: CALL_TEMPLATE_COLUMNS,
    example: CALL_TEMPLATE_EXAMPLE,
    access: { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' },
  },
  {
    name: 'invnumbers',
    filename: 'invnumbers-template.xlsx',
    sheetName: 'Inventory numbers',
    columns: INVENTORY_TEMPLATE_COLUMNS,
    example: INVENTORY_TEMPLATE_EXAMPLE,
    access: { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' },
  },
  {
    name: 'servicenumbertypes',
    filename: 'servicenumbertypes-template.xlsx',
    sheetName: 'Service number types',
    columns: PRODUCT_TEMPLATE_COLUMNS,
    example: PRODUCT_TEMPLATE_EXAMPLE,
    access: { functionality: FUNCTIONALITIES.service_number_type, action: 'write', audience: 'staff' },
  },
];
