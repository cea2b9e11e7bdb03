import { ApiError } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { ProviderError } from '../../providers/provider-error';
import type { CodeMessage } from './code-messages';
import { type CodePurpose, newCode, storeCode } from './verification-service';

/**
 * Mails a fresh six-digit code, kept like an SMS code (hashed, newest only, five attempts, an expiry), so
 * `checkCode` and `spendCode` check it. The caller limits how often one is sent.
 */
export async function mailCode(
  deps: Deps,
  purpose: CodePurpose,
  target: string,
  message: { to: string; minutes: number; compose: (code: string, minutes: number) => CodeMessage },
): Promise<{ expiredMinutes: number }> {
  const now = deps.now();
  const code = newCode();
  try {
    const { subject, text } = message.compose(code, message.minutes);
    await deps.mail.send(message.to, subject, text);
  } catch (error) {
    if (error instanceof ProviderError && error.reason === 'QUOTA_EXCEEDED')
      throw new ApiError('TOO_MANY_ATTEMPTS');
    if (error instanceof ProviderError && error.reason === 'NOT_ENABLED')
      throw new ApiError('OPERATION_NOT_ENABLED');
    throw error;
  }
  await storeCode(deps.db, { purpose, target, code, minutes: message.minutes, now });
  return { expiredMinutes: message.minutes };
}
