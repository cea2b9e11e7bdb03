import * as v from 'valibot';
import { requiredText } from './common-schemas';
import { defineCall } from './define-call';
import { gameTypeSchema } from './game-calls';
import { vendorCodeSchema } from './wallet-calls';

const merchantCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'unknown merchant'));

export const operatorGameVendorSchema = v.object({
  vendor: v.string(),
  /** The vendor's name in English, as provisioned. */
  name: v.string(),
  category: gameTypeSchema,
  maintenance: v.boolean(),
  /** The games the region lists of it, in every category. */
  games: v.number(),
});
export type OperatorGameVendor = v.InferOutput<typeof operatorGameVendorSchema>;

/** A region's game vendors as players get them (the ones the server can launch), in display order. */
export const operatorGameVendorsCall = defineCall({
  name: 'operatorGameVendors',
  method: 'GET',
  path: '/ops/games/vendors',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({ merchantCode: merchantCodeSchema }),
  response: v.array(operatorGameVendorSchema),
});

/**
 * Puts a region's game vendor into maintenance or out of it: its games stay listed, marked, and do not launch.
 * Audited with its reason. A provisioning file leaves the flag as operators set it unless it names it.
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
    reason: requiredText(500),
  }),
  response: v.object({ merchantCode: v.string(), vendor: v.string(), maintenance: v.boolean() }),
});

/**
 * Cancels a lottery issue that has not drawn: every bet on it is refunded by the draw runner. Audited with its
 * reason.
 */
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
    reason: requiredText(500),
  }),
  response: v.object({ issueNumber: v.string(), state: v.string() }),
});
