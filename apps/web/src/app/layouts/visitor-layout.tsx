import { type ComponentPropsWithoutRef, forwardRef, lazy, type ReactNode, Suspense, useState } from 'react';
import { AppShell, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAIN_COLUMN, PageFrame } from '../../components/app-footer';
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

/** The account button; the menu's target once it has loaded. */
export const VisitorAccountButton = forwardRef<HTMLButtonElement, Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'>>(
  function VisitorAccountButton(props, ref) {
    const { t } = useTranslation();
    const session = useSession();
    return (
      <Button
        ref={ref}
        variant="default"
        rightSection={<IconChevronDown size={14} aria-hidden />}
        leftSection={<IconUser size={16} aria-hidden />}
        aria-haspopup="menu"
        {...props}
      >
        {/* a phone's header shows the icons only (the label is still the button's name) */}
        <span className="narrow-visually-hidden">{session ? session.user.username || session.user.email : t('nav.account')}</span>
      </Button>
    );
  },
);

const loadAccountMenu = () => import('./visitor-account-menu');
const VisitorAccountMenuDropdown = lazy(async () => ({ default: (await loadAccountMenu()).VisitorAccountMenu }));
const loadDrawer = () => import('./visitor-drawer');
const VisitorDrawer = lazy(async () => ({ default: (await loadDrawer()).VisitorDrawer }));

/**
 * Visitor account menu: login or register when signed out; profile and logout when signed in. A plain button until
 * first pressed: the menu (visitor-account-menu.tsx, with the floating layer it needs) loads then, as the language
 * menu does, so the visitor's first screen does not wait for it.
 */
function VisitorAccountMenu() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <VisitorAccountButton onPointerEnter={() => void loadAccountMenu()} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<VisitorAccountButton aria-busy />}>
      <VisitorAccountMenuDropdown />
    </Suspense>
  );
}

/** Visitor area (spec 1 §2): coverage, contacts and the account menu. */
export function VisitorLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // the small-screen navigation drawer loads with its first opening
  const [drawerWanted, setDrawerWanted] = useState(false);
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={() => {
                  setDrawerWanted(true);
                  toggle();
                }}
                onPointerEnter={() => void loadDrawer()}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('nav.openMenu')}
              />
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
      {drawerWanted ? (
        <Suspense fallback={null}>
          <VisitorDrawer opened={opened} onClose={close} title={t('nav.mainNavigation')}>
            <nav aria-label={t('nav.mainNavigation')}>
              <VisitorLinks vertical onNavigate={close} />
            </nav>
          </VisitorDrawer>
        </Suspense>
      ) : null}
      <AppShell.Main id="main" style={MAIN_COLUMN}>
        <PageFrame>
          <Container size="xl">{children ?? <Outlet />}</Container>
        </PageFrame>
      </AppShell.Main>
    </AppShell>
  );
}
