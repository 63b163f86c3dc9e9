/** The list state lines of §2 (screens and routes) and §8 (the error catalogue), one place for every list and table. */
export const LOADING_TEXT = '正在加载...';
/** §2 (screens and routes) news and announcements; the default end line. */
export const FINISHED_TEXT = '无更多数据';
export { LOAD_FAILED_TEXT as ERROR_TEXT } from '../feedback/LoadFailed';
/** §8 (the error catalogue) "no data", a list or table that ended without any item. */
export const EMPTY_TEXT = '暂无数据';
/** §9 (business constants and limits) "Infinite-scroll trigger 100": the next page loads when the list end is this close (px). */
export const LIST_TRIGGER_DISTANCE = 100;
