import { LIMITS } from '@platform/shared-contracts/client';
import { Icon, IconButton } from '@platform/shared-ui';
import { useMemberText } from '../../i18n/member-i18n';
import type { ProofImage } from './proof-images';

export interface ProofUploadProps {
  id: string;
  images: readonly ProofImage[];
  error: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}

/** Proof of a payout that did not arrive: up to three png or jpg images, each shown before it is sent. */
export function ProofUpload({ id, images, error, onAdd, onRemove }: ProofUploadProps) {
  const { t } = useMemberText();
  const full = images.length >= LIMITS.uploadMaxImages;
  return (
    <div className="mc-proof">
      <p className="mc-proof__label" id={`${id}-label`}>
        {t('confirm_proof')}
        <span className="mc-required" aria-hidden="true">
          *
        </span>
      </p>
      <p className="mc-hint" id={`${id}-hint`}>
        {t('confirm_proof_hint')}
      </p>
      <ul className="mc-proof__grid" aria-labelledby={`${id}-label`}>
        {images.map((image, index) => (
          <li key={image.id} className="mc-proof__item">
            <img className="mc-proof__image" src={image.dataUrl} alt={image.name} />
            <IconButton
              size="sm"
              className="mc-proof__remove"
              label={t('confirm_proof_remove', { name: image.name })}
              onClick={() => onRemove(index)}
            >
              <Icon name="close" size={16} />
            </IconButton>
          </li>
        ))}
        {!full && (
          <li className="mc-proof__item">
            <label className="mc-proof__add" htmlFor={id}>
              <Icon name="image" size={28} />
              <span>{t('confirm_proof_add')}</span>
            </label>
            <input
              id={id}
              className="mc-proof__input"
              type="file"
              accept="image/png,image/jpeg"
              multiple
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              data-testid="proof-input"
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                // The same file may be picked again after it was removed.
                event.target.value = '';
                if (files.length > 0) onAdd(files);
              }}
            />
          </li>
        )}
      </ul>
      {error && (
        <p className="mc-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
