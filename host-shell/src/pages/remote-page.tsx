import type { REMOTES } from '@platform/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../app/use-remote-props';
import { RemoteSlot } from '../federation/remote-slot';

type AnyRemote = (typeof REMOTES)[keyof typeof REMOTES];

/** A route whose content is a remote's module; an unbuilt remote shows the slot's honest "not available". */
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
  const props = useRemoteProps(basePath);
  if (!props) return null;
  return (
    <div className="page">
      <RemoteSlot
        remote={remote}
        module={module}
        props={props}
        area={t(area)}
        testId={`slot-${remote.folder}`}
      />
    </div>
  );
}
