/**
 * Where sign-in returns to: the portal page that was asked for when the session was missing or ended (a link in a
 * notification e-mail, a bookmark, a form left open too long). Only a path of this portal is followed — never another
 * site, a protocol-relative `//host`, or the account pages themselves.
 */
export interface ReturnState {
  from?: string;
}

export function returnPathAfterSignIn(state: unknown): string | null {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || from.length > 2000) return null;
  if (!from.startsWith('/portal/') || from.startsWith('//') || /[\\\s]/.test(from)) return null;
  return from;
}

/** The router state that carries the page asked for to the sign-in page. */
export const returnState = (location: { pathname: string; search: string }): ReturnState => ({
  from: `${location.pathname}${location.search}`,
});
