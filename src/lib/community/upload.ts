/**
 * §4 (states and transitions) upload status: none → uploading → uploaded | failed. A file over 4 MB (or not PNG, JPG or GIF)
 * fails before any upload; a falsy server result (no address) returns to none; reset returns to
 * none. An answer that arrives after a reset or a newer upload is ignored.
 */
import { action, makeObservable, observable } from 'mobx';
import { CommunityCode, IMAGE_MAX_BYTES, type UploadResponse } from '../../../contract/community';

export type UploadStatus = 'none' | 'uploading' | 'uploaded' | 'failed';

/** §5 (validation rules) hint and failure text. */
export const UPLOAD_HINT = '仅支持PNG、JPG、GIF格式，大小不超过4M';
export const UPLOAD_FAILED_TEXT = '上传失败';
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

export interface UploadFile {
  size: number;
  type: string;
}

export class UploadState<F extends UploadFile = UploadFile> {
  status: UploadStatus = 'none';
  /** Server address of the uploaded image (uploaded only). */
  address = '';
  private generation = 0;

  constructor(private readonly send: (file: F) => Promise<UploadResponse>) {
    makeObservable<UploadState<F>, 'settle'>(this, {
      status: observable,
      address: observable,
      reset: action,
      upload: action,
      settle: action,
    });
  }

  /** Whether a file may be sent at all (type and the 4 MB limit of §5 (validation rules)). */
  static acceptable(file: UploadFile): boolean {
    return file.size > 0 && file.size <= IMAGE_MAX_BYTES && ACCEPTED_IMAGE_TYPES.includes(file.type);
  }

  async upload(file: F): Promise<UploadStatus> {
    const gen = ++this.generation;
    this.address = '';
    if (!UploadState.acceptable(file)) {
      this.status = 'failed';
      return this.status;
    }
    this.status = 'uploading';
    let res: UploadResponse | null | undefined;
    try {
      res = await this.send(file);
    } catch {
      return this.settle(gen, 'failed', '');
    }
    if (!res) return this.settle(gen, 'none', '');
    if (res.code !== CommunityCode.Ok) return this.settle(gen, 'failed', '');
    const address = res.data?.address;
    return address ? this.settle(gen, 'uploaded', address) : this.settle(gen, 'none', '');
  }

  reset(): void {
    this.generation += 1;
    this.status = 'none';
    this.address = '';
  }

  private settle(gen: number, status: UploadStatus, address: string): UploadStatus {
    if (gen !== this.generation) return this.status;
    this.status = status;
    this.address = address;
    return status;
  }
}
