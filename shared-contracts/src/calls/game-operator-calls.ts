import * as v from 'valibot';
import { defineCall } from './define-call';
import { vendorCodeSchema } from './wallet-calls';

const merchantCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'unknown merchant'));

/**
 * Puts a region's game vendor into maintenance or out of it: its games stay listed, marked, and do not launch.
 * A provisioning file leaves the flag as operators set it unless it names it.
 */
export const vendorMaintenanceCall = defineCall({
  name: 'vendorMaintenance',
  method: 'POST',
  path: '/ops/games/vendor-maintenance',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({
    merchantCode: merchantCodeSchema,
    vendor: vendorCodeSchema,
    maintenance: v.boolean(),
  }),
  response: v.object({ merchantCode: v.string(), vendor: v.string(), maintenance: v.boolean() }),
});

/** Cancels a lottery issue that has not drawn: every bet on it is refunded by the draw runner. */
export const lotteryCancelIssueCall = defineCall({
  name: 'lotteryCancelIssue',
  method: 'POST',
  path: '/ops/lottery/issues/cancel',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({
    merchantCode: merchantCodeSchema,
    gameCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/, 'unknown lottery game')),
    issueNumber: v.pipe(v.string(), v.regex(/^\d{8,16}$/, 'unknown issue')),
  }),
  response: v.object({ issueNumber: v.string(), state: v.string() }),
});
