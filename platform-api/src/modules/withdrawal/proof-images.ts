import {
  ApiError,
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGE_MAX_COUNT,
  PROOF_IMAGE_TYPES,
} from '@platform/shared-contracts';

export type ProofMime = (typeof PROOF_IMAGE_TYPES)[number];

export interface ProofImage {
  mime: ProofMime;
  bytes: Buffer;
}

/** The first bytes every file of the type starts with: the declared type must agree with the content. */
const MAGIC: Record<ProofMime, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const DATA_URL = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+={0,2})$/;

function invalid(message: string): ApiError {
  return new ApiError('UPLOAD_INVALID', { message });
}

function decode(dataUrl: string): ProofImage {
  const match = DATA_URL.exec(dataUrl);
  const mime = match?.[1] as ProofMime | undefined;
  if (!match || !mime || !PROOF_IMAGE_TYPES.includes(mime)) throw invalid('Images must be png or jpg');
  const base64 = match[2] ?? '';
  // Decoded size from the text length, so an oversized image is refused before it is decoded.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > PROOF_IMAGE_MAX_BYTES) throw invalid('An image is at most 5 MB');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > PROOF_IMAGE_MAX_BYTES) throw invalid('An image is at most 5 MB');
  if (!MAGIC[mime].every((byte, i) => bytes[i] === byte))
    throw invalid('The image content does not match its declared type');
  return { mime, bytes };
}

/** Proof images sent as data URLs: png or jpg by their content, at most 5 MB each, at most 3. */
export function decodeProofImages(dataUrls: readonly string[]): ProofImage[] {
  if (dataUrls.length > PROOF_IMAGE_MAX_COUNT) throw invalid('At most 3 images');
  return dataUrls.map(decode);
}
