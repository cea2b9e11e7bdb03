import { createHash } from 'node:crypto';
import { PROOF_IMAGE_TYPES } from '@platform/shared-contracts/server';
import type { FileStore } from '../../providers/files/file-store';

export type ProofMime = (typeof PROOF_IMAGE_TYPES)[number];

/** What the database keeps of a proof image: where it is in the file store and what its bytes hash to. */
export interface StoredProof {
  storageKey: string;
  sha256: string;
  mime: ProofMime;
  size: number;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function proofMime(type: string): ProofMime {
  const mime = PROOF_IMAGE_TYPES.find((allowed) => allowed === type);
  if (!mime) throw new Error(`not a proof image type: ${type}`);
  return mime;
}

/**
 * Writes a withdrawal's proof images (already checked by their bytes, see multipart-body.ts) to the file store, each
 * under the withdrawal and its hash, so sending the same image again writes the same file.
 */
export async function storeProofImages(
  files: FileStore,
  withdrawalId: string,
  images: readonly Blob[],
): Promise<StoredProof[]> {
  const stored: StoredProof[] = [];
  for (const image of images) {
    const bytes = Buffer.from(await image.arrayBuffer());
    const sha256 = sha256Of(bytes);
    const storageKey = `withdrawal-proofs/${withdrawalId}/${sha256}`;
    await files.put(storageKey, bytes);
    stored.push({ storageKey, sha256, mime: proofMime(image.type), size: bytes.length });
  }
  return stored;
}

/** Writes bytes kept in the database before the file store existed; the key is the one storeProofImages gives. */
export async function moveProofBytes(files: FileStore, withdrawalId: string, bytes: Buffer): Promise<string> {
  const storageKey = `withdrawal-proofs/${withdrawalId}/${sha256Of(bytes)}`;
  await files.put(storageKey, bytes);
  return storageKey;
}

/** A stored proof image's bytes, refused unless they still hash to what the database recorded. */
export async function readProofImage(
  files: FileStore,
  proof: Pick<StoredProof, 'storageKey' | 'sha256'>,
): Promise<Buffer> {
  const bytes = await files.get(proof.storageKey);
  if (!bytes) throw new Error(`proof image ${proof.storageKey} is missing from the ${files.name} file store`);
  if (sha256Of(bytes) !== proof.sha256)
    throw new Error(`proof image ${proof.storageKey} does not match its hash`);
  return bytes;
}
