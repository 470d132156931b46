import { Menu } from '@mantine/core';
import { IconLayoutDashboard, IconLogin, IconLogout, IconUser, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dashboardPath, isRegistered } from '@gsn/domain';
import { useSession } from '../../lib/session';
import { VisitorAccountButton } from './visitor-layout';

/** The visitor's account menu (loaded on the button's first press, open at once): sign-in and register, or dashboard, profile and logout. */
export function VisitorAccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const type = session?.user.account_type_id;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal defaultOpened>
      <Menu.Target>
        <VisitorAccountButton />
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
