import { isValidPhoneNumber } from '@platform/shared-contracts';
import type { AuthKey } from '../i18n/auth-i18n';

/** The national number as the server reads it: leading zeros are the trunk prefix, not part of it. */
export function nationalNumber(mobile: string): string {
  return mobile.trim().replace(/^0+/, '');
}

/** Spec section 5: a mobile is required where asked and must have the phone format. */
export function phoneProblem(mobile: string, dialingCode: string): AuthKey | null {
  if (!mobile.trim()) return 'input_cannot_be_empty';
  if (!dialingCode || !isValidPhoneNumber(nationalNumber(mobile))) return 'phone_format_incorrect';
  return null;
}
