import { reportRemoteOutcomeCall } from '@platform/shared-contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportOutcome, startOutcomeReports } from './outcome-report';

const call = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  call.mockReset().mockResolvedValue(null);
  startOutcomeReports({
    api: { call } as never,
    bucket: '42',
    versionOf: (remote) => (remote === 'mfe_auth' ? '2.0.0' : undefined),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('outcome reports', () => {
  it('sends the report after the current task, with the release version and the bucket', () => {
    reportOutcome('mfe_auth', 'LOADED');
    expect(call).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(call).toHaveBeenCalledWith(reportRemoteOutcomeCall, {
      remote: 'mfe_auth',
      version: '2.0.0',
      outcome: 'LOADED',
      bucket: '42',
    });
  });

  it('reports once per remote and page load, and a failure after a success once', () => {
    reportOutcome('mfe_auth', 'LOADED');
    reportOutcome('mfe_auth', 'LOADED');
    reportOutcome('mfe_auth', 'RENDER_FAILED');
    reportOutcome('mfe_auth', 'LOAD_FAILED');
    vi.runAllTimers();
    expect(call.mock.calls.map(([, input]) => input.outcome)).toEqual(['LOADED', 'RENDER_FAILED']);
  });

  it('reports nothing for a remote the registry did not answer, and swallows a failed send', async () => {
    call.mockRejectedValue(new Error('offline'));
    reportOutcome('mfe_lobby', 'LOAD_FAILED');
    reportOutcome('mfe_auth', 'INTEGRITY_FAILED');
    vi.runAllTimers();
    expect(call).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
