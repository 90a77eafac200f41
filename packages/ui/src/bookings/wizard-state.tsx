import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createWizardStore, type WizardChange, type WizardStorage, type WizardStore } from './wizard-store';

function sessionStorageOrNull(): WizardStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A wizard's state scoped to one mount: `WizardProvider` makes the store when it mounts (inside
 * the remote's React root), `useWizard` reads it. The module holds only the context, never state.
 * Session storage under `storageKey` keeps the wizard across a reload of the tab.
 */
export function createWizardState<T extends object>(storageKey: string) {
  const WizardContext = createContext<WizardStore<T> | null>(null);

  function WizardProvider({ children }: { children: ReactNode }) {
    const [store] = useState(() => createWizardStore<T>(storageKey, sessionStorageOrNull()));
    return <WizardContext value={store}>{children}</WizardContext>;
  }

  function useWizard(): [T, (change: WizardChange<T>) => void] {
    const store = useContext(WizardContext);
    if (!store) throw new Error(`useWizard (${storageKey}) needs its WizardProvider above it`);
    return [useSyncExternalStore(store.subscribe, store.get, store.get), store.update];
  }

  return { WizardProvider, useWizard };
}
