/** The account feature's public surface for the app shell: the step-up dialog's host (lib/step-up.ts). */
export { StepUpHost } from './components/step-up-host';
/** Signing out on purpose (the logout page; tests of what it must clear). */
export { logout } from './api/use-auth';
