import { createContext } from 'react';
import type { RouteObject } from 'react-router';

/** The route table the app renders (router.tsx), for what reads route handles (the breadcrumbs). */
export const RouteTableContext = createContext<RouteObject[]>([]);
