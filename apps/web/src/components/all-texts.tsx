import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { allTextsLoaded, loadAllTexts, onTextsLoaded } from '../lib/i18n';
import { PageLoader } from './page-loader';

/**
 * Shows its children once every text of the interface language is loaded (the first screens carry only their own
 * sections, lib/i18n.ts); a loader meanwhile. Wraps the portal and the visitor area.
 */
export function AllTexts({ children }: { children: ReactNode }) {
  const ready = useSyncExternalStore(onTextsLoaded, allTextsLoaded);
  useEffect(() => {
    if (!ready) void loadAllTexts();
  }, [ready]);
  return ready ? children : <PageLoader />;
}
