import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  type operatorWithdrawalProofCall,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { OperatorContext } from '../../http/request-context';
import { operatorMaySee } from '../operator/operator-service';
import { moveProofBytes, readProofImage } from './proof-images';
import { findProof, findProofsWithBytes, markProofMoved } from './withdrawal-store';

/** One proof image of a withdrawal in a region the operator works on, read from the file store. */
export async function operatorWithdrawalProof(
  deps: Deps,
  ctx: OperatorContext,
  input: CallParsedRequest<typeof operatorWithdrawalProofCall>,
): Promise<CallResponse<typeof operatorWithdrawalProofCall>> {
  const proof = await findProof(deps.db, input.withdrawalId, input.index);
  if (!proof || !operatorMaySee(ctx.operator, proof.merchantCode)) throw new ApiError('NOT_FOUND');
  const bytes = await readProofImage(deps.files, proof);
  return {
    withdrawalId: input.withdrawalId,
    index: input.index,
    mime: proof.mime,
    size: proof.size,
    sha256: proof.sha256,
    base64: bytes.toString('base64'),
  };
}

/**
 * Moves proof images kept in the database before the file store existed into it, leaving only key and hash behind.
 * Run at start, before the site serves; safe to repeat (a moved row no longer has bytes).
 */
export async function moveProofBytesToFileStore(deps: Pick<Deps, 'db' | 'files'>): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await findProofsWithBytes(deps.db, 20);
    if (batch.length === 0) return moved;
    for (const proof of batch) {
      await markProofMoved(
        deps.db,
        proof.id,
        await moveProofBytes(deps.files, proof.withdrawalId, proof.bytes),
      );
      moved += 1;
    }
  }
}
