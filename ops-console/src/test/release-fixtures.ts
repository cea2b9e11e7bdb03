import type { CallResponse } from '@platform/shared-contracts/client';
import type { operatorReleasesCall } from '@platform/shared-contracts/operator';

const outcomes = (loaded: number, failed: number) => ({
  LOADED: loaded,
  LOAD_FAILED: 0,
  INTEGRITY_FAILED: 0,
  RENDER_FAILED: failed,
});

export const INTEGRITY = `sha384-${'A'.repeat(64)}`;

/** mfe_lobby 1.0.0 is the brand-wide default; 1.1.0 is a canary in DEMOKH; 1.2.0 was pulled there. */
export const RELEASES: CallResponse<typeof operatorReleasesCall> = {
  artifacts: ['1.0.0', '1.1.0', '1.2.0'].map((version, index) => ({
    remote: 'mfe_lobby',
    version,
    integrity: INTEGRITY,
    propsVersion: 1,
    bytes: 200_000 + index * 2048,
    bytesOverPrevious: index === 0 ? null : 2048,
    publishedAt: '2026-11-20T08:00:00.000Z',
    publishedBy: 'ops01',
  })),
  placements: [
    {
      remote: 'mfe_lobby',
      version: '1.0.0',
      merchantCode: null,
      isDefault: true,
      trafficShare: 100,
      pinned: false,
      state: 'LIVE',
      pulledReason: null,
      outcomes: outcomes(980, 2),
      errorRate: 0.002,
      updatedAt: '2026-11-20T08:00:00.000Z',
      rollbackTo: null,
    },
    {
      remote: 'mfe_lobby',
      version: '1.1.0',
      merchantCode: 'DEMOKH',
      isDefault: false,
      trafficShare: 10,
      pinned: false,
      state: 'LIVE',
      pulledReason: null,
      outcomes: outcomes(95, 1),
      errorRate: 0.0104,
      updatedAt: '2026-11-21T08:00:00.000Z',
      rollbackTo: null,
    },
    {
      remote: 'mfe_lobby',
      version: '1.2.0',
      merchantCode: 'DEMOKH',
      isDefault: false,
      trafficShare: 0,
      pinned: false,
      state: 'PULLED',
      pulledReason: 'error rate 40.0% over 5.0% after 25 reports',
      outcomes: outcomes(15, 10),
      errorRate: 0.4,
      updatedAt: '2026-11-22T08:00:00.000Z',
      rollbackTo: null,
    },
    {
      remote: 'mfe_lobby',
      version: '0.9.0',
      merchantCode: 'DEMOKH',
      isDefault: true,
      trafficShare: 100,
      pinned: true,
      state: 'LIVE',
      pulledReason: null,
      outcomes: outcomes(300, 0),
      errorRate: 0,
      updatedAt: '2026-11-19T08:00:00.000Z',
      rollbackTo: { version: '1.0.0', brandWide: true },
    },
  ],
  autoPull: { errorRate: 0.05, minReports: 20 },
};
