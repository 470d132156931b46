import { createContext } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../components/page-breadcrumbs';

/** The route table the app renders (router.tsx), for what reads route handles (the breadcrumbs). */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** A route handle with a breadcrumb (the translation key of its label). */
export const crumb = (key: string): RouteHandle => ({ crumb: key });
