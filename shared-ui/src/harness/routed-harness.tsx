import type { PlatformEvents, RemoteProps } from '@platform/shared-contracts/client';
import { type ComponentType, useEffect, useState } from 'react';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import type { HarnessPlatform } from './harness-platform';
import { HarnessSettings } from './harness-settings';
import { useEventLog } from './use-event-log';
import { useHarnessMember } from './use-harness-member';

export interface RoutedHarnessOptions {
  platform: HarnessPlatform;
  /** The remote's exposed modules by the path the host mounts them at. */
  screens: Record<string, ComponentType<Partial<RemoteProps>>>;
  /** The path shown for an address no screen has. */
  home: string;
  /** The events to log as the remote emits them. */
  events: readonly (keyof PlatformEvents)[];
}

function useAddress(platform: HarnessPlatform) {
  const [address, setAddress] = useState(() => ({ path: location.pathname, search: location.search }));
  useEffect(() => {
    const read = () => setAddress({ path: location.pathname, search: location.search });
    addEventListener('popstate', read);
    const off = platform.bus.on('navigate', ({ to, replace }) => {
      history[replace ? 'replaceState' : 'pushState'](null, '', to);
      read();
    });
    return () => {
      removeEventListener('popstate', read);
      off();
    };
  }, [platform]);
  return address;
}

/**
 * A remote alone against the real platform-api, routed like the host: the screen for the address, a demo login,
 * the settings pickers and a log of what the remote emits.
 */
export function RoutedHarness({ platform, screens, home, events }: RoutedHarnessOptions) {
  const member = useHarnessMember(platform);
  const log = useEventLog(platform.bus, [...events, 'navigate']);
  const [failure, setFailure] = useState<string | null>(null);
  const { path, search } = useAddress(platform);

  if (!member.permission) return <Spinner label="Loading permission" />;
  const Screen = screens[path] ?? screens[home];
  if (!Screen) throw new Error(`the harness has no screen for ${home}`);
  const props: RemoteProps = {
    basePath: screens[path] ? path : home,
    language: platform.language,
    theme: platform.theme,
    session: member.session,
    permission: member.permission,
    api: platform.api,
    bus: platform.bus,
    navigate: (to, options) =>
      platform.bus.emit('navigate', { to, ...(options?.replace ? { replace: true } : {}) }),
    query: Object.fromEntries(new URLSearchParams(search)),
  };
  return (
    <main className="harness-main">
      <nav className="harness-bar">
        {Object.keys(screens).map((to) => (
          <Button key={to} size="sm" variant="secondary" onClick={() => props.navigate(to)}>
            {to}
          </Button>
        ))}
        {member.user ? (
          <span>{member.user.account}</span>
        ) : (
          <Button onClick={() => member.logIn('demo01', 'demo1234').then(setFailure)}>Log in demo01</Button>
        )}
        <HarnessSettings platform={platform} />
      </nav>
      {failure && <p className="harness-error">{failure}</p>}
      <Screen {...props} />
      <ol className="harness-log">
        {log.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </main>
  );
}
