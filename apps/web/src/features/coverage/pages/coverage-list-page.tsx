import { CoverageList } from '../components/coverage-list';
import { coverageShowPath } from './paths';

/** /portal/management/service_number_coverage (customers with list on 210): current products with their NRC and MRC. */
export function CoverageListPage() {
  return <CoverageList source="portal" detailPath={coverageShowPath} showPrices />;
}
