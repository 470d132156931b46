/** The account feature's public surface for the app shell: the step-up dialog's host (lib/step-up.ts). */
export { StepUpHost } from './components/step-up-host';
