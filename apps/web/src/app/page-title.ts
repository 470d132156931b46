import { useEffect } from 'react';
import { pageHeading } from './route-focus';

/** The product's name: the whole title of a page without a heading, and the end of every other one. */
export const APP_NAME = 'GSN Portal';

/** "<page heading> – GSN Portal", or the product's name alone. */
export const pageTitle = (heading: string | null | undefined) => {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} – ${APP_NAME}` : APP_NAME;
};

function currentTitle(): string {
  const main = document.getElementById('main');
  return pageTitle(main ? pageHeading(main)?.textContent : null);
}

/**
 * Every page's title names the page (WCAG 2.4.2): the tab, the history and a screen reader's window list tell the
 * pages apart. The title is the page's own h1 — the heading focus moves to on a navigation (route-focus.ts) — so it is
 * in the interface language and follows what the page shows (a record's name once loaded, another language chosen)
 * without a list of titles to keep beside the routes. Watched from the top of the route tree, once for all pages: a
 * navigation changes the page's content, which the observer sees.
 */
export function usePageTitle(): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const title = currentTitle();
      if (document.title !== title) document.title = title;
    };
    update();
    // a page's heading comes with its chunk or its data, and changes with the language: read it again after changes,
    // at most once a frame
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
}
