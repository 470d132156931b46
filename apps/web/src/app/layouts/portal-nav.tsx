import { Accordion, Button, Group, Menu, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisibleNavGroup } from '../navigation';

/** Desktop top navigation: one menu per group (keyboard: Enter/Space opens, arrows move, Esc closes). */
export function PortalNavMenus({ groups, compact = false }: { groups: VisibleNavGroup[]; compact?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group gap={4} wrap="nowrap">
      {groups.map(({ group, items }) => {
        const active = items.some((i) => pathname.startsWith(i.path));
        return (
          <Menu key={group} position="bottom-start" shadow="md" withinPortal>
            <Menu.Target>
              <Button
                variant={active ? 'light' : 'subtle'}
                px={compact ? 'xs' : undefined}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                data-nav-group={group}
              >
                {t(`nav.groups.${group}`)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {items.map((item) => (
                <Menu.Item
                  key={item.path}
                  component={Link}
                  to={item.path}
                  aria-current={pathname.startsWith(item.path) ? 'page' : undefined}
                >
                  {t(item.labelKey)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}

/** Small screens: the same groups as an accordion in the drawer. */
export function PortalNavList({ groups, onNavigate }: { groups: VisibleNavGroup[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Accordion multiple defaultValue={groups.map((g) => g.group)}>
      {groups.map(({ group, items }) => (
        <Accordion.Item key={group} value={group}>
          <Accordion.Control>{t(`nav.groups.${group}`)}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap={2}>
              {items.map((item) => (
                <MantineNavLink
                  key={item.path}
                  component={Link}
                  to={item.path}
                  label={t(item.labelKey)}
                  active={pathname.startsWith(item.path)}
                  onClick={onNavigate}
                />
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
