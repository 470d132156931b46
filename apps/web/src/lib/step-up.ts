/**
 * Step-up (docs/security.md): a sensitive change the server answers 401 `auth.step_up_required` is no lost session.
 * The API client asks the registered handler — the re-authentication dialog (features/account, StepUpHost) — for a
 * fresh proof and repeats the call when it got one. Calls refused together share one dialog.
 */
type Handler = () => Promise<boolean>;

let handler: Handler | null = null;
let pending: Promise<boolean> | null = null;

export const STEP_UP_REQUIRED = 'auth.step_up_required';

/** Registers the dialog; the returned function unregisters it. */
export function setStepUpHandler(h: Handler): () => void {
  handler = h;
  return () => {
    if (handler === h) handler = null;
  };
}

/** Resolves true once the user proved it is them again, false when they cancelled (or no dialog is mounted). */
export function requestStepUp(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  pending ??= handler().finally(() => {
    pending = null;
  });
  return pending;
}
