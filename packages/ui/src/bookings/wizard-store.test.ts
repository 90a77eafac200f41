import { createWizardStore, type WizardStorage } from './wizard-store';

interface Flow {
  offerId?: string;
  travellers?: number;
}

/** Session storage as a tab has it: one map of strings. */
function tabStorage(): WizardStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('wizard state', () => {
  it('gives each mount its own state', () => {
    const storage = tabStorage();
    const first = createWizardStore<Flow>('flights:flow', storage);
    const second = createWizardStore<Flow>('flights:flow', storage);
    first.update({ offerId: 'OF-1' });
    expect(first.get()).toEqual({ offerId: 'OF-1' });
    expect(second.get()).toEqual({});
  });

  it('comes back after a reload and tells its listeners of a change', () => {
    const storage = tabStorage();
    const before = createWizardStore<Flow>('flights:flow', storage);
    const heard: Flow[] = [];
    const stop = before.subscribe(() => heard.push(before.get()));
    before.update({ offerId: 'OF-2' });
    before.update((state) => ({ ...state, travellers: 2 }));
    stop();
    before.update({ travellers: 3 });
    expect(heard).toEqual([{ offerId: 'OF-2' }, { offerId: 'OF-2', travellers: 2 }]);
    expect(createWizardStore<Flow>('flights:flow', storage).get()).toEqual({ offerId: 'OF-2', travellers: 3 });
  });

  it('starts empty from unreadable or blocked storage and lives in memory without it', () => {
    const storage = tabStorage();
    storage.items.set('flights:flow', '{not json');
    expect(createWizardStore<Flow>('flights:flow', storage).get()).toEqual({});
    const blocked: WizardStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createWizardStore<Flow>('flights:flow', blocked);
    store.update({ offerId: 'OF-3' });
    expect(store.get()).toEqual({ offerId: 'OF-3' });
    const memory = createWizardStore<Flow>('flights:flow', null);
    memory.update({ travellers: 1 });
    expect(memory.get()).toEqual({ travellers: 1 });
  });
});
