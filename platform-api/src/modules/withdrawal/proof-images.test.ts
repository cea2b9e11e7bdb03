import { ApiError, PROOF_IMAGE_MAX_BYTES } from '@platform/shared-contracts';
import { describe, expect, it } from 'vitest';
import { decodeProofImages } from './proof-images';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]);
const url = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not an ApiError';
  }
  return undefined;
}

describe('decodeProofImages', () => {
  it('decodes png and jpg whose content matches the declared type', () => {
    const images = decodeProofImages([url('image/png', PNG_HEAD), url('image/jpeg', JPEG_HEAD)]);
    expect(images.map((i) => i.mime)).toEqual(['image/png', 'image/jpeg']);
    expect(images[0]?.bytes.equals(PNG_HEAD)).toBe(true);
  });

  it('refuses content of another type than declared, other types, and more than three', () => {
    expect(codeOf(() => decodeProofImages([url('image/png', JPEG_HEAD)]))).toBe('UPLOAD_INVALID');
    expect(codeOf(() => decodeProofImages([url('image/jpeg', PNG_HEAD)]))).toBe('UPLOAD_INVALID');
    expect(codeOf(() => decodeProofImages([url('image/gif', Buffer.from('GIF89a'))]))).toBe('UPLOAD_INVALID');
    expect(codeOf(() => decodeProofImages(Array(4).fill(url('image/png', PNG_HEAD))))).toBe('UPLOAD_INVALID');
  });

  it('accepts exactly 5 MB and refuses a byte more', () => {
    const exact = Buffer.alloc(PROOF_IMAGE_MAX_BYTES);
    PNG_HEAD.copy(exact);
    expect(decodeProofImages([url('image/png', exact)])[0]?.bytes.length).toBe(PROOF_IMAGE_MAX_BYTES);
    const over = Buffer.alloc(PROOF_IMAGE_MAX_BYTES + 1);
    PNG_HEAD.copy(over);
    expect(codeOf(() => decodeProofImages([url('image/png', over)]))).toBe('UPLOAD_INVALID');
  });
});
