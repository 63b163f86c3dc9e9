/**
 * rjhy-file: image upload (multipart `attachment` + `bucket`, plus the caller's `token`) and the
 * uploaded images served back with their sniffed type and `nosniff`.
 */
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CommunityCode, CommunityPaths, IMAGE_MAX_BYTES } from '../../contract/community';
import { TokenParams, UploadedFileParams } from '../../contract/community.params.schema';
import { UploadResponse } from '../../contract/community.schema';
import { fileReplies, replies } from '../../contract/envelope.schema';
import type { Community } from '../community';
import { badInput } from '../community/failure';
import { IMAGE_SIZE_MSG } from '../community/uploads';
import { tokenOf } from './caller-token';

export async function registerFileRoutes(app: FastifyInstance, community: Community): Promise<void> {
  // Multipart only inside this scope, so other services keep refusing multipart bodies.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    });

    // The multipart body (attachment, bucket, token) is read part by part below, not by a schema.
    const uploadSchema = { querystring: TokenParams, response: replies(UploadResponse) };
    scope.post(CommunityPaths.upload, { schema: uploadSchema }, async (req): Promise<UploadResponse> => {
      if (!req.isMultipart()) throw badInput('请以multipart/form-data上传图片');
      const fields: Record<string, string> = {};
      let image: Buffer | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'attachment' || image) {
              part.file.resume();
              throw badInput('请在attachment字段上传一张图片');
            }
            image = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        // Over the limit: the parser stops reading and reports it, from toBuffer or from the iterator.
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badInput(IMAGE_SIZE_MSG);
        throw err;
      }
      const user = await community.accounts.require(tokenOf(req, fields.token || req.query.token));
      await community.limiter.take('upload', user.id, req.ip);
      if (!image || image.length === 0) throw badInput('请选择图片');
      if (!fields.bucket) throw badInput('缺少参数bucket');
      const { address } = await community.uploads.store(image, fields.bucket, user);
      return { code: CommunityCode.Ok, msg: '上传成功', data: { address } };
    });

    const fileSchema = {
      params: UploadedFileParams,
      response: fileReplies('image/png', 'image/jpeg', 'image/gif'),
    };
    scope.get(`${CommunityPaths.uploadedFile}/:name`, { schema: fileSchema }, async (req, reply) => {
      const found = await community.uploads.find(req.params.name);
      if (!found) return reply.status(404).send({ code: 404, msg: '图片不存在' });
      return reply
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Length', String(found.size))
        .type(found.contentType)
        .send(fs.createReadStream(found.file));
    });
  });
}
