/** The §5 (validation rules) rules for forum input, each returning the normalised value or throwing a clear message. */
import {
  COMMENT_MAX,
  CONTENT_MAX,
  CommunityPaths,
  MAX_POST_MEDIAS,
  REPLY_MAX,
  TITLE_MAX,
} from '../../contract/community';
import { showControls } from '../../contract/user-text';
import { badInput } from './failure';
import { countText } from './text-length';

/** Upper bound on raw length, whatever the count: the longest emoji code is 5 UTF-16 units. */
const RAW_FACTOR = 6;

/** §7 (the calls it makes) stockBar market: HKIDX → HKSE, everything else lower case; compared case-insensitively. */
export function forumMarket(market: string): string {
  if (!/^[A-Za-z]{2,8}$/.test(market)) throw badInput('市场参数错误');
  return (market.toUpperCase() === 'HKIDX' ? 'HKSE' : market).toLowerCase();
}

export function forumSymbol(symbol: string): string {
  if (!/^[A-Za-z0-9.]{1,16}$/.test(symbol)) throw badInput('股票代码错误');
  return symbol.toUpperCase();
}

/**
 * The text as stored: counted as the user wrote it (the app's counter saw the same), then with every
 * hidden or layout-steering character shown as a marker (contract/user-text.ts, issue 32 row 9), so
 * no reader's screen obeys a bidi override or hides a zero-width character.
 */
function checkedText(text: string, max: number, emptyMsg: string | null, tooLongMsg: string): string {
  const value = text.trim();
  if (value.length === 0) {
    if (emptyMsg) throw badInput(emptyMsg);
    return value;
  }
  if (value.length > max * RAW_FACTOR || countText(value) > max) throw badInput(tooLongMsg);
  return showControls(value);
}

export const postTitle = (title: string) =>
  checkedText(title, TITLE_MAX, null, `标题不能超过${TITLE_MAX}个字`);

export const postContent = (content: string) =>
  checkedText(content, CONTENT_MAX, '请输入内容', `内容不能超过${CONTENT_MAX}个字`);

/** Reply to the author (no parent): 1–199; reply to a comment: 1–200. */
export const commentContent = (content: string, isReply: boolean) =>
  isReply
    ? checkedText(content, REPLY_MAX, '请输入回复内容', `回复不能超过${REPLY_MAX}个字`)
    : checkedText(content, COMMENT_MAX, '请输入评论内容', `评论不能超过${COMMENT_MAX}个字`);

export const UPLOAD_NAME = /^[0-9a-f]{64}\.(png|jpg|gif)$/;

export function mediaAddress(name: string): string {
  return `${CommunityPaths.uploadedFile}/${name}`;
}

/**
 * Stored upload name of a media address: the path the upload call returned, or an absolute URL
 * with that path (the app may prefix the file host).
 */
export function uploadNameOf(address: string): string {
  let pathname = address;
  if (/^https?:\/\//i.test(address)) {
    try {
      pathname = new URL(address).pathname;
    } catch {
      throw badInput('图片地址无效');
    }
  }
  const prefix = `${CommunityPaths.uploadedFile}/`;
  const name = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  if (!UPLOAD_NAME.test(name)) throw badInput('图片地址无效');
  return name;
}

export function mediaNames(addresses: string[]): string[] {
  if (addresses.length > MAX_POST_MEDIAS) throw badInput(`最多上传${MAX_POST_MEDIAS}张图片`);
  return addresses.map(uploadNameOf);
}

/** Item ids are positive integers written in decimal. */
export function itemId(value: string, what: string): number {
  if (!/^[1-9]\d{0,14}$/.test(value)) throw badInput(`${what}参数错误`);
  return Number(value);
}
