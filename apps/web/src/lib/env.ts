/** The only reader of build-time environment values in the web app. */
const base = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/** Base path of the API (same origin; the dev server proxies it to the API server). */
export const API_BASE = base.replace(/\/+$/, '');

export const IS_DEV = import.meta.env.DEV;
