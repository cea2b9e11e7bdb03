import * as v from 'valibot';
import { REMOTES } from '../federation/remotes';
import { defineCall } from './define-call';

/** A remote's federation name, as the registry answers it (`mfe_lottery`). */
export const remoteNameSchema = v.picklist(Object.values(REMOTES).map((remote) => remote.name));

/** A release version: semantic versioning without build metadata (`1.4.0`, `2.0.0-rc.1`). */
export const releaseVersionSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.-]{1,32})?$/, 'version must look like 1.2.3 or 1.2.3-rc.1'),
);

/**
 * What the host saw of one remote release in one browser: it loaded and rendered, its entry failed to load, its
 * entry did not match its integrity, or a module threw while rendering.
 */
export const REMOTE_OUTCOMES = ['LOADED', 'LOAD_FAILED', 'INTEGRITY_FAILED', 'RENDER_FAILED'] as const;
export type RemoteOutcome = (typeof REMOTE_OUTCOMES)[number];

/**
 * The host reports how a release fared in this browser (the region is the request's). A browser (by its bucket and
 * address) counts once per release and outcome, so one visitor cannot pull a canary by repeating a report.
 */
export const reportRemoteOutcomeCall = defineCall({
  name: 'reportRemoteOutcome',
  method: 'POST',
  path: '/wps/system/remotes/report',
  auth: 'optional',
  request: v.strictObject({
    remote: remoteNameSchema,
    version: releaseVersionSchema,
    outcome: v.picklist(REMOTE_OUTCOMES),
    bucket: v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'bucket must be 0-99')),
  }),
  response: v.null(),
});
