import { useSyncExternalStore } from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden';

/**
 * One polite live region for the whole app (WCAG 4.1.3): what changed without a page load (a new page, a wizard's
 * step) is read out without moving the reader. The region is in the page from the first render, empty, so that a
 * screen reader already watches it when the first message comes.
 */
let messages: string[] = [];
// a repeated message must still be read: every announcement is a new text node (keyed by this counter)
let serial = 0;
/**
 * A message that the next one must not silence: news about the page (kept unsaved changes) that arrives as the page
 * opens, just before the page's own title is announced (app/route-focus.ts). The title then goes first, the news after.
 */
let lasting: { text: string; at: number } | null = null;
const LASTING_MS = 3000;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads `text` out politely (after what the screen reader is saying). `lasting`: a new page's title announced in the
 * next moments (`pageTitle`) is read before it rather than instead of it.
 */
export function announce(text: string, opts: { lasting?: boolean; pageTitle?: boolean } = {}): void {
  const now = Date.now();
  const kept = opts.pageTitle && lasting && now - lasting.at < LASTING_MS && lasting.text !== text ? lasting.text : null;
  messages = kept ? [text, kept] : [text];
  lasting = opts.lasting ? { text, at: now } : null;
  serial += 1;
  for (const l of listeners) l();
}

/** The message last announced (tests). */
export function lastAnnouncement(): string {
  return messages.join(' ');
}

const snapshot = () => serial;

/** The live region; rendered once, at the top of the route tree. */
export function LiveAnnouncer() {
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer" style={VISUALLY_HIDDEN}>
      <span key={key}>
        {messages.map((m, i) => (
          // each in its own block: a screen reader pauses between them
          // biome-ignore lint/suspicious/noArrayIndexKey: the texts are replaced as a whole at each announcement
          <span key={i} style={{ display: 'block' }}>
            {m}
          </span>
        ))}
      </span>
    </div>
  );
}
