/**
 * File service (§7 (the calls it makes) rjhy-file, config field file): image upload for posts (multipart attachment +
 * bucket, with the caller's token as a form field). Answers the community envelope, returned raw.
 */
import { http } from '../api/http';
import { CommunityPaths, type UploadResponse } from '../../contract/community';

const S = 'file' as const;
/** Bucket of forum images. */
export const FORUM_BUCKET = 'stock-bar';

export function uploadImage(token: string, file: Blob, fileName: string): Promise<UploadResponse> {
  const form = new FormData();
  form.append('token', token);
  form.append('bucket', FORUM_BUCKET);
  form.append('attachment', file, fileName);
  return http.postMultipart<UploadResponse>(S, CommunityPaths.upload, form, { raw: true });
}
