/**
 * Lets code outside React (the API client, the session timer) change the route. The router registers its
 * navigate function at start; before that a full page load is used.
 */
type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;

let navigator: NavigateFn | null = null;

export function setNavigator(fn: NavigateFn | null): void {
  navigator = fn;
}

export function navigateTo(to: string, opts: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, opts);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
