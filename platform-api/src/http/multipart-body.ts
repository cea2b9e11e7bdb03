import { ApiError, type CallDeclaration, type UploadSpec } from '@platform/shared-contracts/server';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

/** Text fields a multipart call may carry beside its files, and how long each may be. */
const MAX_FIELDS = 16;
const MAX_FIELD_BYTES = 4096;

function tooLarge(upload: UploadSpec): ApiError {
  return new ApiError('UPLOAD_TOO_LARGE', {
    message: `A file is at most ${upload.maxFileBytes / 1024 / 1024} MB`,
  });
}

function invalid(message: string): ApiError {
  return new ApiError('UPLOAD_INVALID', { message });
}

/** The multipart plugin's refusals, by its error codes, as the envelope's. */
function refusalOf(error: unknown, upload: UploadSpec): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(upload);
    case 'FST_FILES_LIMIT':
      return invalid(`At most ${upload.maxFiles} files`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return new ApiError('BAD_REQUEST', { message: (error as Error).message });
    default:
      return error;
  }
}

/**
 * A file as the call's schema sees it: a Blob typed by what its bytes are. A file whose bytes are not one of the
 * upload's types, or are another type than the part declared (a JPEG named .png), is refused.
 */
async function sniffed(bytes: Buffer, declared: string, upload: UploadSpec): Promise<Blob> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !upload.types.includes(found.mime))
    throw invalid(`Files must be ${upload.types.map((t) => t.replace(/^image\//, '')).join(' or ')}`);
  if (declared !== found.mime) throw invalid('The file content does not match its declared type');
  return new Blob([new Uint8Array(bytes)], { type: found.mime });
}

/**
 * A multipart call's body as its request schema expects it: text fields (a repeated one as an array, for the schema to
 * refuse), and the upload's files as an array of Blobs (absent when none was sent). The declared length is refused
 * before anything is read; each file is read only up to the upload's size limit, each text field up to its own.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  call: CallDeclaration,
): Promise<Record<string, unknown>> {
  const upload = call.upload;
  if (!upload) throw new Error(`${call.name}: a multipart call declares its upload`);
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (call.maxBodyBytes && declaredLength > call.maxBodyBytes) throw tooLarge(upload);

  const fields: Record<string, unknown> = {};
  const files: Blob[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: upload.maxFileBytes,
        files: upload.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: upload.maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== upload.field) throw invalid(`Files go in ${upload.field}`);
        files.push(await sniffed(await part.toBuffer(), part.mimetype, upload));
      } else if (part.valueTruncated || part.fieldnameTruncated) {
        throw new ApiError('BAD_REQUEST', {
          message: `${part.fieldname} is too long`,
          details: [{ field: part.fieldname, reason: `at most ${MAX_FIELD_BYTES} bytes` }],
        });
      } else {
        const earlier = fields[part.fieldname];
        fields[part.fieldname] = earlier === undefined ? part.value : [earlier, part.value].flat();
      }
    }
  } catch (error) {
    throw refusalOf(error, upload);
  }
  return files.length > 0 ? { ...fields, [upload.field]: files } : fields;
}
