import type { REMOTES } from '@platform/shared-contracts/client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../app/routing/routing';
import { useRemoteProps } from '../app/use-remote-props';
import { RemoteSlot } from '../federation/remote-slot';

type AnyRemote = (typeof REMOTES)[keyof typeof REMOTES];

/**
 * A route whose content is a remote's module; an unbuilt remote shows the slot's honest "not available". The
 * remote gets the address's query with the kept values (a list page's vendor, the game page's game), so a
 * navigation that changes only the query reaches it.
 */
export function RemotePage({
  remote,
  module,
  area,
  basePath,
}: {
  remote: AnyRemote;
  module: string;
  area: string;
  basePath: string;
}) {
  const { t } = useTranslation();
  const shared = useRemoteProps(basePath);
  const { search } = useLocation();
  const props = useMemo(
    () =>
      shared && { ...shared, query: { ...Object.fromEntries(new URLSearchParams(search)), ...shared.query } },
    [shared, search],
  );
  if (!props) return null;
  return (
    <div className="page">
      <RemoteSlot
        remote={remote}
        module={module}
        props={props}
        area={t(area)}
        headingLevel={1}
        testId={`slot-${remote.folder}`}
      />
    </div>
  );
}
