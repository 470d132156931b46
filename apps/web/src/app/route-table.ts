import { createContext } from 'react';
import type { RouteObject } from 'react-router';

/** The route table the app renders (router.tsx), for what reads route handles (the breadcrumbs). */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** What a route's `handle` may say: its breadcrumb (read by components/page-breadcrumbs.tsx). */
export interface RouteHandle {
  crumb?: string;
  /** The crumb names a group without a page of its own: shown as text, not as a link. */
  crumbWithoutLink?: boolean;
}

/** A route handle with a breadcrumb (the translation key of its label). */
export const crumb = (key: string): RouteHandle => ({ crumb: key });
