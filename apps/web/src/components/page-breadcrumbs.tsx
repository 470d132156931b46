import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { use } from 'react';
import { Link, matchRoutes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type RouteHandle, RouteTableContext } from '../app/route-table';
import { useViewer } from '../lib/viewer';

/** Route `handle` of portal pages: the i18n key of the page's breadcrumb. */
export type { RouteHandle };

function handleOf(handle: unknown): RouteHandle {
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
}

/** Home (the account type's dashboard) > … > current page. */
export function PageBreadcrumbs() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const matches = matchRoutes(use(RouteTableContext), useLocation()) ?? [];
  const crumbs = matches
    .map(({ route, pathname }) => ({ key: handleOf(route.handle).crumb, path: pathname, link: !handleOf(route.handle).crumbWithoutLink }))
    .filter((c): c is { key: string; path: string; link: boolean } => typeof c.key === 'string');
  const home = viewer.home;
  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <Breadcrumbs mb="md">
        {crumbs.length === 0 ? (
          <Text size="sm" aria-current="page">
            {t('nav.home')}
          </Text>
        ) : (
          <Anchor component={Link} to={home} size="sm">
            {t('nav.home')}
          </Anchor>
        )}
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 || !c.link ? (
            <Text key={c.path} size="sm" aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
              {t(c.key)}
            </Text>
          ) : (
            <Anchor key={c.path} component={Link} to={c.path} size="sm">
              {t(c.key)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
