import { Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import type { ReactNode } from 'react';
import { AppShell, Box, Burger, Button, Container, Drawer, Group, Menu, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogin, IconLogout, IconUser, IconUserPlus, IconLayoutDashboard } from '@tabler/icons-react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dashboardPath, isRegistered } from '@gsn/domain';
import { AppFooter } from '../../components/app-footer';
import { LanguageMenu } from '../../components/language-menu';
import { Logo } from '../../components/logo';
import { useSession } from '../../lib/session';

const LINKS = [
  { to: '/visitor/service_number_coverage', key: 'nav.serviceCoverage' },
  { to: '/visitor/contacts', key: 'nav.contacts' },
] as const;

function VisitorLinks({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation();
  const Wrapper = vertical ? Stack : Group;
  return (
    <Wrapper gap="xs">
      {LINKS.map((l) => (
        <NavLink key={l.to} to={l.to} onClick={onNavigate} style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" variant={isActive ? 'light' : 'subtle'} aria-current={isActive ? 'page' : undefined}>
              {t(l.key)}
            </Button>
          )}
        </NavLink>
      ))}
    </Wrapper>
  );
}

/** Visitor account menu: login or register when signed out; profile and logout when signed in. */
function VisitorAccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const type = session?.user.account_type_id;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />} leftSection={<IconUser size={16} aria-hidden />}>
          {session ? session.user.username || session.user.email : t('nav.account')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {session && type !== undefined ? (
          <>
            {!isRegistered(type) ? (
              <Menu.Item component={Link} to={dashboardPath(type)} leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
                {t('nav.dashboard')}
              </Menu.Item>
            ) : null}
            <Menu.Item
              component={Link}
              to={isRegistered(type) ? '/visitor/profile' : '/portal/profile'}
              leftSection={<IconUser size={16} aria-hidden />}
            >
              {t('nav.profile')}
            </Menu.Item>
            <Menu.Item component={Link} to="/account/logout" leftSection={<IconLogout size={16} aria-hidden />}>
              {t('nav.logout')}
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to="/account/login" leftSection={<IconLogin size={16} aria-hidden />}>
              {t('nav.login')}
            </Menu.Item>
            <Menu.Item component={Link} to="/account/register" leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('nav.register')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Visitor area (spec 1 §2): coverage, contacts and the account menu. */
export function VisitorLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.openMenu')} />
              <Link to="/visitor" aria-label={t('nav.visitorHome')}>
                <Logo height={36} />
              </Link>
              <Box component="nav" aria-label={t('nav.mainNavigation')} visibleFrom="sm">
                <VisitorLinks />
              </Box>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageMenu />
              <VisitorAccountMenu />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <Drawer opened={opened} onClose={close} title={t('nav.mainNavigation')} size="xs" hiddenFrom="sm">
        <nav aria-label={t('nav.mainNavigation')}>
          <VisitorLinks vertical onNavigate={close} />
        </nav>
      </Drawer>
      <AppShell.Main id="main">
        <Container size="xl">
          {children ?? (
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          )}
        </Container>
        <Box component="footer" mt="xl" py="md">
          <AppFooter />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
