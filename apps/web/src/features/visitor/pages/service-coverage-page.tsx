import { Stack } from '@mantine/core';
import { isRegistered } from '@gsn/domain/accounts/account-types';
import { useSession } from '../../../lib/session';
import { BecomeCustomerCta } from '../../customer-requests';
import { CoverageList, visitorCoverageShowPath } from '../../coverage';

/**
 * /visitor/service_number_coverage (spec 1 §2): the public coverage, filtered by service type and jurisdiction,
 * current products only. A signed-in registered user also sees the list prices (the products' standard tariffs, which
 * the API adds for it) and the way to become a customer; a visitor sees no prices. The carousel links here with
 * ?jurisdiction=.
 */
export function ServiceCoveragePage() {
  const session = useSession();
  const registered = !!session && isRegistered(session.user.account_type_id);
  return (
    <Stack>
      <CoverageList source="public" detailPath={visitorCoverageShowPath} showPrices={registered} />
      <BecomeCustomerCta />
    </Stack>
  );
}
