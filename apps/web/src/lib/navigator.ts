/**
 * Lets code outside React (the API client, the session timer) change the route. The router registers its
 * navigate function at start; before that a full page load is used.
 */
type NavigateFn = (to: string, opts?: { replace?: boolean; state?: unknown }) => void;

let navigator: NavigateFn | null = null;
let where: (() => { pathname: string; search: string }) | null = null;

/** `current`: the router's location (what a page asked for, whatever router the app runs in). */
export function setNavigator(fn: NavigateFn | null, current: (() => { pathname: string; search: string }) | null = null): void {
  navigator = fn;
  where = current;
}

/** The route the app shows now (the router's, else the window's). */
export function currentLocation(): { pathname: string; search: string } {
  if (where) return where();
  return typeof window === 'undefined' ? { pathname: '/', search: '' } : window.location;
}

export function navigateTo(to: string, opts: { replace?: boolean; state?: unknown } = {}): void {
  if (navigator) navigator(to, opts);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
