import { PROOF_IMAGE_MAX_BYTES } from '@platform/shared-contracts/payment-calls';
import { describe, expect, it } from 'vitest';
import { checkProofFiles, readAsDataUrl } from './proof-images';

const file = (type: string, size = 1000) => ({ type, size });

describe('proof image checks', () => {
  it('takes png and jpg up to 5 MB each', () => {
    const png = file('image/png');
    const jpg = file('image/jpeg', PROOF_IMAGE_MAX_BYTES);
    expect(checkProofFiles(0, [png, jpg])).toEqual({ accepted: [png, jpg], refused: false });
  });

  it('leaves out other types and larger files, and says so', () => {
    const png = file('image/png');
    const gif = file('image/gif');
    const pdf = file('application/pdf');
    const big = file('image/jpeg', PROOF_IMAGE_MAX_BYTES + 1);
    expect(checkProofFiles(0, [gif, png, big, pdf])).toEqual({ accepted: [png], refused: true });
  });

  it('never holds more than three', () => {
    const three = [file('image/png'), file('image/png'), file('image/png')];
    expect(checkProofFiles(1, three)).toEqual({ accepted: three.slice(0, 2), refused: true });
    expect(checkProofFiles(3, [file('image/png')])).toEqual({ accepted: [], refused: true });
  });

  it('reads a picked image as a data URL', async () => {
    const blob = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect(await readAsDataUrl(blob)).toBe('data:image/png;base64,iVBORw==');
  });
});
