import type { MultipartFile } from '@fastify/multipart';
import { CONTROL_CHARACTER, CONTROL_CHARACTER_MESSAGE } from '@gsn/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/** The default size limit of an uploaded file (registered with @fastify/multipart in app.ts; a route may set its own). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * The one file of a multipart upload, read into memory within `maxBytes`: 415 when the request is not
 * multipart, 400 without the file field, 413 when the file is larger than allowed.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  opts: { field?: string; maxBytes?: number; typeMessage: string },
): Promise<{ filename: string; data: Buffer; mimetype: string }> {
  const field = opts.field ?? 'file';
  const maxBytes = opts.maxBytes ?? UPLOAD_MAX_BYTES;
  if (!req.isMultipart()) throw new AppError(415, 'upload.type_refused', opts.typeMessage);
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (e) {
    if ((e as { statusCode?: number }).statusCode === 413)
      throw new AppError(413, 'upload.too_large', `The file is too large (at most ${mb(maxBytes)})`);
    throw badRequest('upload.unreadable', 'The upload could not be read', [{ field, message: 'Malformed upload' }]);
  }
  if (!part || part.fieldname !== field)
    throw badRequest('upload.file_missing', opts.typeMessage, [{ field, message: 'Please choose a file' }]);
  if (CONTROL_CHARACTER.test(part.filename))
    throw badRequest('request.control_characters', CONTROL_CHARACTER_MESSAGE, [{ field, message: CONTROL_CHARACTER_MESSAGE }]);
  try {
    const data = await part.toBuffer();
    return { filename: part.filename, data, mimetype: part.mimetype };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'upload.too_large', `The file is too large (at most ${mb(maxBytes)})`);
    // A body that ends before its closing boundary (truncated, aborted): the client's fault, 400.
    throw badRequest('upload.unreadable', 'The upload could not be read', [{ field, message: 'Malformed upload' }]);
  }
}
