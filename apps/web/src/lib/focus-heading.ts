/**
 * Moves focus to a heading the code put there for the purpose (WCAG 2.4.3): a heading is not in the Tab order, so it
 * gets tabIndex -1 (focusable by script only). Focus then sits where the new content starts, and the next Tab goes
 * to the first control after it, not back to the top of the page.
 */
export function focusHeading(heading: HTMLElement, { preventScroll = false } = {}): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll });
}

/**
 * Whether focus already sits on a heading inside `container`: some code of the page moved it there on purpose (a
 * wizard's step), which a later, more general move (the route's) must not undo.
 */
export function focusOnHeadingIn(container: Element): boolean {
  const active = document.activeElement;
  return !!active && active !== container && container.contains(active) && /^H[1-6]$/.test(active.tagName);
}

/**
 * After a form step refused to go on, focus goes to its first field in error (WCAG 3.3.1 with 2.4.3): the message
 * under it is read with it, and the user is where the fix is. False when no field in `container` is marked invalid.
 */
export function focusFirstInvalid(container: Element | null): boolean {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
  return !!field;
}
