import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_COLUMN, PageFrame } from '../../components/app-footer';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { PortalHeader } from './portal-header';

/** Portal shell (spec 1 §2): top navigation, breadcrumbs from the account type's dashboard, the page. */
export function PortalLayout() {
  const session = useSession();
  const permissions = usePermissions();
  if (!session) return null;
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <PortalHeader user={session.user} permissions={permissions ?? []} />
      </AppShell.Header>
      <AppShell.Main id="main" style={MAIN_COLUMN}>
        <PageFrame>
          <PageBreadcrumbs />
          <Outlet />
        </PageFrame>
      </AppShell.Main>
    </AppShell>
  );
}
