import { lazy, Suspense, useEffect, useState } from 'react';
import { setStepUpHandler } from '../../../lib/step-up';

const StepUpDialog = lazy(async () => ({ default: (await import('./step-up-dialog')).StepUpDialog }));

/**
 * Mounted once at the top of the app: when the API answers a sensitive change with 401 `auth.step_up_required`
 * (lib/api.ts), it shows the re-authentication dialog (loaded then) and tells the client whether to repeat the call.
 */
export function StepUpHost() {
  const [resolve, setResolve] = useState<((proved: boolean) => void) | null>(null);
  useEffect(
    () =>
      setStepUpHandler(
        () =>
          new Promise<boolean>((r) => {
            // where the user was (the button that made the change): focus goes back there after the dialog
            const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setResolve(() => (proved: boolean) => {
              r(proved);
              setTimeout(() => previous?.isConnected && previous.focus(), 0);
            });
          }),
      ),
    [],
  );
  if (!resolve) return null;
  const finish = (proved: boolean) => {
    setResolve(null);
    resolve(proved);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={finish} />
    </Suspense>
  );
}
