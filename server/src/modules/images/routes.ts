import {
  API,
  MAX_IMAGES,
  MAX_IMAGES_TOTAL_BYTES,
  uploadImagesBodySchema,
  uploadImagesParamsSchema,
  uploadImagesResponseSchema,
  VALIDATION,
} from '@tranquera/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { requireSelf } from '../auth/authenticate.ts';
import { recordUploads, storeImages } from './service.ts';

/**
 * The multipart body is streamed by the handler (request.files()), never parsed up front: its
 * schema documents the upload and is not checked here. Path and query are checked as usual.
 */
const streamedBodyValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? () => true
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload-image/:userId',
    {
      preHandler: app.authenticate,
      validatorCompiler: streamedBodyValidator,
      schema: {
        tags: ['imágenes'],
        summary: 'Subir fotos (multipart, campo "images", JPG/PNG/GIF, máx. 20 y 50 MB)',
        consumes: ['multipart/form-data'],
        params: uploadImagesParamsSchema,
        body: uploadImagesBodySchema,
        response: { 201: uploadImagesResponseSchema },
      },
    },
    async (request, reply) => {
      requireSelf(request, request.params.userId);
      if (!request.isMultipart()) throw new HttpError(400, VALIDATION.imagesRequired);
      const files: Buffer[] = [];
      let total = 0;
      try {
        for await (const part of request.files()) {
          if (part.fieldname !== 'images') {
            part.file.resume();
            continue;
          }
          const data = await part.toBuffer();
          total += data.length;
          if (total > MAX_IMAGES_TOTAL_BYTES) throw new HttpError(413, API.imagesTooLarge);
          files.push(data);
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw new HttpError(413, API.tooManyImages);
        }
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, API.imagesTooLarge);
        // Anything else here is the body itself: no boundary, truncated, garbage.
        request.log.info({ err: error }, 'malformed multipart upload');
        throw new HttpError(400, API.uploadMalformed);
      }
      if (files.length === 0) throw new HttpError(400, VALIDATION.imagesRequired);
      if (files.length > MAX_IMAGES) throw new HttpError(413, API.tooManyImages);
      const urls = await storeImages(app.imageStorage, files);
      await recordUploads(app.db, app.imageStorage, request.currentUser!.id, urls, files);
      return reply.code(201).send({ message: API.imagesUploaded, urls });
    },
  );
};
