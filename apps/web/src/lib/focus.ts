/** After a failed validation, moves the focus to the first invalid field of the form (keyboard and screen readers). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
