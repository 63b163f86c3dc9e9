import { normalizeUserInfo, readStoredUser, USER_INFO_KEY } from './stored-user';

const storageOf = (value: string | null) => ({
  getItem: (k: string) => (k === USER_INFO_KEY ? value : null),
});

describe('normalizeUserInfo', () => {
  it.each([
    ['nothing', null, null],
    ['no token', { nickname: 'a' }, null],
    ['an empty token', { token: '' }, null],
    ['a token of another type', { token: 1 }, null],
    [
      'a token only',
      { token: 't' },
      { token: 't', serverId: '', headImage: '', nickname: '', username: '', userCode: '' },
    ],
    [
      'a numeric server id, fields of other types',
      { token: 't', serverId: 7, headImage: 3, nickname: '股友', username: null },
      { token: 't', serverId: '7', headImage: '', nickname: '股友', username: '', userCode: '' },
    ],
  ])('%s', (_case, raw, want) => {
    expect(normalizeUserInfo(raw as never)).toEqual(want);
  });
});

describe('readStoredUser', () => {
  it.each([
    ['no storage', null, null],
    ['nothing stored', storageOf(null), null],
    ['a damaged value', storageOf('{'), null],
    ['a user without a token', storageOf('{"nickname":"a"}'), null],
    ['a user', storageOf('{"token":"t","nickname":"股友"}'), '股友'],
  ])('%s', (_case, storage, nickname) => {
    expect(readStoredUser(storage)?.nickname ?? null).toBe(nickname);
  });

  it('is logged out when storage throws (disabled)', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredUser(storage)).toBeNull();
  });
});
