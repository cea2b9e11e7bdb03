import type { RemoteProps } from '@platform/shared-contracts/client';
import { createRemoteContext } from '@platform/shared-ui';

export { hasRemoteProps } from '@platform/shared-ui';

export const { RemotePropsProvider, useRemote } = createRemoteContext<RemoteProps>('a lottery root');
