import { type ReactNode, useRef } from 'react';
import { ActionIcon, Box, Burger, Button, Drawer, Group, Indicator, Menu, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChevronDown, IconDownload, IconKey, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dashboardPath, isAdministrator, type CodedPermission } from '@gsn/domain';
import { LanguageMenu } from '../../components/language-menu';
import { Logo } from '../../components/logo';
import { useDownloadCount } from '../../features/exports';
import { useUnreadNotificationCount } from '../../features/notifications';
import { NAV_ITEMS, visibleNavGroups } from '../navigation';
import { PortalNavList, PortalNavMenus } from './portal-nav';
import { useHeaderFit } from './use-header-fit';
import type { SessionUser } from '../../lib/session';

export const CONFIGURATION_PATH = '/portal/administration/configuration/edit';
export const DOWNLOADS_PATH = '/portal/downloads';
export const NOTIFICATIONS_PATH = '/portal/notification/notifications';

function BadgeLink({ to, count, label, icon }: { to: string; count: number; label: string; icon: ReactNode }) {
  const full = `${label} (${count})`;
  return (
    <Tooltip label={label} withArrow>
      <Indicator label={count > 99 ? '99+' : count} size={16} disabled={count === 0} color="red" offset={4}>
        <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={full} data-count={count}>
          {icon}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

function MyAccountMenu({ user, compact }: { user: SessionUser; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          aria-label={t('nav.myAccount')}
          title={compact ? t('nav.myAccount') : undefined}
          leftSection={<IconUserCircle size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {compact ? null : (
            <Box component="span" visibleFrom="sm">
              {t('nav.myAccount')}
            </Box>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/portal/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/portal/update-password" leftSection={<IconKey size={16} aria-hidden />}>
          {t('nav.updatePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account/logout" leftSection={<IconLogout size={16} aria-hidden />} color="red">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Portal top bar: grouped navigation, downloads and notifications badges, language, configuration, account. */
export function PortalHeader({ user, permissions }: { user: SessionUser; permissions: readonly CodedPermission[] }) {
  const { t, i18n } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // a header wider than the window drops its labels, then moves the navigation into the drawer
  const bar = useRef<HTMLDivElement>(null);
  const fit = useHeaderFit(bar, i18n.language);
  const drawerOnly = fit >= 2;
  const groups = visibleNavGroups(NAV_ITEMS, user.account_type_id, permissions);
  const downloads = useDownloadCount(true);
  const unread = useUnreadNotificationCount(true);

  return (
    <>
      <Group ref={bar} h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" data-fit={fit}>
        <Group gap="sm" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom={drawerOnly ? undefined : 'lg'} size="sm" aria-label={t('nav.openMenu')} />
          <Link to={dashboardPath(user.account_type_id)} aria-label={`GSN Portal: ${t('nav.dashboard')}`}>
            <Box visibleFrom="sm">
              <Logo height={30} />
            </Box>
            <Box hiddenFrom="sm">
              <Logo height={30} compact />
            </Box>
          </Link>
          {drawerOnly ? null : (
            <Box component="nav" aria-label={t('nav.mainNavigation')} visibleFrom="lg">
              <PortalNavMenus groups={groups} compact={fit >= 1} />
            </Box>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <BadgeLink
            to={DOWNLOADS_PATH}
            count={downloads.data ?? 0}
            label={t('nav.downloads')}
            icon={<IconDownload size={20} aria-hidden />}
          />
          <BadgeLink
            to={NOTIFICATIONS_PATH}
            count={unread.data ?? 0}
            label={t('nav.notifications')}
            icon={<IconBell size={20} aria-hidden />}
          />
          <LanguageMenu iconOnly={fit >= 1} />
          {isAdministrator(user.account_type_id) ? (
            <Tooltip label={t('nav.configuration')} withArrow>
              <ActionIcon component={Link} to={CONFIGURATION_PATH} variant="subtle" size="lg" aria-label={t('nav.configuration')}>
                <IconSettings size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <MyAccountMenu user={user} compact={fit >= 1} />
        </Group>
      </Group>
      <Drawer opened={opened} onClose={close} title={t('nav.mainNavigation')} size="xs" hiddenFrom={drawerOnly ? undefined : 'lg'}>
        <nav aria-label={t('nav.mainNavigation')}>
          <PortalNavList groups={groups} onNavigate={close} />
        </nav>
      </Drawer>
    </>
  );
}
