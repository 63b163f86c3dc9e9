import { carriedSearch } from './carried-params';

describe('carriedSearch', () => {
  it.each([
    ['nothing to carry', '', '?tab=1', ''],
    ['the theme onto an empty query', '', '?type=dark', '?type=dark'],
    ['the theme after the target’s own', '?tab=2', '?tab=1&type=dark', '?tab=2&type=dark'],
    ['the target’s own theme kept', '?type=light', '?type=dark', '?type=light'],
    ['a query left as given when nothing is added', '?a=%20b', '', '?a=%20b'],
  ])('%s', (_case, search, current, want) => {
    expect(carriedSearch(search, current)).toBe(want);
  });
});
