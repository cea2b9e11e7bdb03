import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createApiClient, REMOTES, remoteRegistryCall } from '@platform/shared-contracts';
import { type ComponentType, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const api = createApiClient({ baseUrl: '' });

function AuthProbe() {
  const [Comp, setComp] = useState<ComponentType | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    (async () => {
      const releases = await api.call(remoteRegistryCall, {});
      registerRemotes(releases.map((r) => ({ name: r.name, entry: new URL(r.entry, location.origin).href })));
      const mod = await loadRemote<{ default: ComponentType }>(`${REMOTES.auth.name}/AuthModals`);
      setComp(() => mod!.default);
    })().catch((e) => setError(String(e)));
  }, []);
  if (error) return <p>failed: {error}</p>;
  return Comp ? <Comp /> : <p>loading…</p>;
}

document.getElementById('loading-cover')?.classList.add('hidden');
createRoot(document.getElementById('root')!).render(<AuthProbe />);
