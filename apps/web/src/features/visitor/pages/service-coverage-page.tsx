import { CoverageList, visitorCoverageShowPath } from '../../coverage';

/**
 * /visitor/service_number_coverage (spec 1 §2): the public coverage, filtered by service type and jurisdiction,
 * current products only, without prices. The carousel links here with ?jurisdiction=.
 */
export function ServiceCoveragePage() {
  return <CoverageList source="public" detailPath={visitorCoverageShowPath} showPrices={false} />;
}
