import { type AmountFailure, LIMITS } from '@platform/shared-contracts/client';
import {
  type CONFIRMATION_RESULTS,
  confirmWithdrawalCall,
  type Withdrawal,
} from '@platform/shared-contracts/payment-calls';
import { useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { errorCode, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { checkProofFiles, type ProofImage, readAsDataUrl } from './proof-images';
import { receivedAmountProblem, remainderOf } from './withdraw-rules';

let picked = 0;

export type ConfirmChoice = (typeof CONFIRMATION_RESULTS)[number];

/**
 * Confirming a payout (spec section 4): all received; partly received, with the amount received and the rest
 * shown; or not received, with proof images. `onConfirmed` gets the withdrawal as the server now has it;
 * `onStale` gets the reason when the payout can no longer be confirmed, and the list is read again.
 */
export function useConfirmReceipt(
  withdrawal: Withdrawal,
  onConfirmed: (next: Withdrawal) => void,
  onStale: (message: string) => void,
) {
  const { api } = useRemote();
  const { t } = useMemberText();
  const [choice, setChoice] = useState<ConfirmChoice | null>(null);
  const [received, setReceived] = useState('');
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<ProofImage[]>([]);
  const [receivedError, setReceivedError] = useState<AmountFailure | null>(null);
  const [imagesError, setImagesError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const addFiles = async (files: readonly File[]) => {
    const { accepted, refused } = checkProofFiles(images.length, files);
    setImagesError(refused ? t('err_upload_invalid') : null);
    try {
      const read = await Promise.all(
        accepted.map(async (file) => ({
          id: ++picked,
          name: file.name,
          file,
          dataUrl: await readAsDataUrl(file),
        })),
      );
      setImages((now) => [...now, ...read].slice(0, LIMITS.uploadMaxImages));
    } catch {
      setImagesError(t('err_upload_invalid'));
    }
  };

  const removeImage = (index: number) => {
    setImages((now) => now.filter((_, i) => i !== index));
    setImagesError(null);
  };

  const submit = async () => {
    if (!choice || busy) return;
    setAlert(null);
    const receivedCheck = choice === 'PARTIAL' ? receivedAmountProblem(withdrawal.amount, received) : null;
    const imagesCheck = choice === 'NONE' && images.length === 0 ? t('err_proof_required') : null;
    setReceivedError(receivedCheck);
    setImagesError(imagesCheck);
    if (receivedCheck || imagesCheck) return;
    const note = choice === 'ALL' ? '' : remark.trim();
    setBusy(true);
    try {
      const next = await api.call(confirmWithdrawalCall, {
        withdrawalId: withdrawal.id,
        result: choice,
        ...(choice === 'PARTIAL' ? { amountReceived: received.trim() } : {}),
        ...(choice === 'NONE' ? { proofImages: images.map((image) => image.file) } : {}),
        ...(note ? { remark: note } : {}),
      });
      onConfirmed(next);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'PROOF_REQUIRED' || code === 'UPLOAD_INVALID' || code === 'UPLOAD_TOO_LARGE')
        setImagesError(errorMessage(t, error));
      else if (code === 'CONFIRMATION_CLOSED' || code === 'WITHDRAWAL_STATE_INVALID')
        onStale(errorMessage(t, error));
      else setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return {
    choice,
    received,
    remark,
    images,
    receivedError,
    imagesError,
    alert,
    busy,
    /** What did not arrive, while the received amount is a valid one. */
    remainder: choice === 'PARTIAL' ? remainderOf(withdrawal.amount, received) : null,
    choose: (next: ConfirmChoice) => {
      setChoice(next);
      setReceivedError(null);
      setImagesError(null);
      setAlert(null);
    },
    setReceived: (value: string) => {
      setReceived(value);
      setReceivedError(null);
    },
    setRemark,
    addFiles,
    removeImage,
    submit,
  };
}
