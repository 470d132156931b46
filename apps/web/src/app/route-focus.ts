import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { announce } from '../lib/announcer';
import { focusHeading, focusOnHeadingIn } from '../lib/focus-heading';

/** How long a new page may take to show its heading (its chunk, then its first answer) before focus stays put. */
const HEADING_WAIT_MS = 10_000;

/** The page's main heading: the first h1 in the layout's <main> not hidden by a suspended boundary (also the page title's source, page-title.ts). */
export function pageHeading(main: HTMLElement): HTMLElement | null {
  for (const h of main.querySelectorAll('h1')) if (!h.closest('[style*="display: none"]')) return h;
  return null;
}

/**
 * After a navigation to another page, focus goes to the page's main heading and its title is announced (WCAG 2.4.3,
 * 4.1.3): a keyboard or screen-reader user goes on from the top of the new content instead of the link left in the
 * header. Not on the app's first load (the browser starts at the top anyway) and not when only the query changes
 * (the lists keep their filters in the address: typing in a filter must keep focus in the filter).
 *
 * The heading may come later than the address (a page's chunk or data still loading): the move waits for it. Focus
 * already moved into the page in the meantime (the user clicked or typed there, or the page put it on a heading of
 * its own, as a wizard's step does) is left where it is.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === null || before === pathname) return;
    const startedOn = document.activeElement;
    const tryFocus = (): boolean => {
      const main = document.getElementById('main');
      const heading = main && pageHeading(main);
      if (!main || !heading) return false;
      const active = document.activeElement;
      const movedIntoPage = !!active && active !== startedOn && active !== document.body && main.contains(active);
      if (movedIntoPage || focusOnHeadingIn(main)) return true;
      focusHeading(heading);
      announce(heading.textContent?.trim() ?? '', { pageTitle: true });
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
