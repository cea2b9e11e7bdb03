import { asApiError, errorMessageKey } from '@platform/shared-contracts/client';
import { useText } from '../i18n/console-i18n';

/** A refusal in the operator's language (the catalogue's text), with each reason the server gave. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useText();
  if (!error) return null;
  const apiError = asApiError(error);
  const reasons = (apiError.details ?? []).map((detail) =>
    detail.field ? `${detail.field}: ${detail.reason}` : detail.reason,
  );
  return (
    <div className="ops-error" role="alert">
      <strong>{t(errorMessageKey(error))}</strong>
      {reasons.length > 0 && (
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
