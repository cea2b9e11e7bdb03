import {
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGE_MAX_COUNT,
  PROOF_IMAGE_TYPES,
} from '@platform/shared-contracts/payment-calls';

/** A picked image: the file the confirmation uploads, and its data URL for the preview. */
export interface ProofImage {
  /** Tells two picks of the same file apart in the list. */
  id: number;
  name: string;
  file: File;
  dataUrl: string;
}

/**
 * The upload rules of spec sections 5 and 9: png or jpg only, at most 5 MB each, at most 3 in all. Files that
 * break a rule are left out and `refused` says so, so the form shows the spec's message.
 */
export function checkProofFiles<F extends Pick<File, 'type' | 'size'>>(
  alreadyChosen: number,
  files: readonly F[],
): { accepted: F[]; refused: boolean } {
  const room = Math.max(0, PROOF_IMAGE_MAX_COUNT - alreadyChosen);
  const fitting = files.filter(
    (file) =>
      (PROOF_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= PROOF_IMAGE_MAX_BYTES,
  );
  const accepted = fitting.slice(0, room);
  return { accepted, refused: accepted.length < files.length };
}

/** A file as a data URL ("data:image/png;base64,..."), to show it before it is sent. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the image'));
    reader.readAsDataURL(file);
  });
}
