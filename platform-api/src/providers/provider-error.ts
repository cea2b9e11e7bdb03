/** Why an outside provider refused to deliver; services map it to a catalogue code. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'QUOTA_EXCEEDED' | 'NOT_ENABLED' | 'UNKNOWN',
    message = reason,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
