/** The inventory feature's public surface (the DNIS screen filters by inventory; the order wizard offers its stock). */
export { useInventoryJurisdictions } from './api/use-inventory';
export { CompanyCodeSelect } from './components/company-code-select';
export {
  goneNumbersOf,
  type HeldNumber,
  numberHoldQueries,
  STOCK_PAGE,
  type StockNumber,
  useHoldNumbers,
  useReleaseHold,
} from './api/use-number-holds';
