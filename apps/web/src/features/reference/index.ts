/** Reference data (server module reference: countries, cities, jurisdictions, …) for any screen. */
export { localCountryName, useCountryName } from './api/use-country-name';
export { useCities, useCountries } from './api/use-reference';
