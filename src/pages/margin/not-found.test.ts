import { ApiError } from '../../api/errors';
import { nullOn404 } from './not-found';

describe('nullOn404', () => {
  test('the answer when there is one', async () => {
    await expect(nullOn404(Promise.resolve([1]))).resolves.toEqual([1]);
  });
  test('null for a 404', async () => {
    await expect(
      nullOn404(Promise.reject(new ApiError('rzrq', '/x', null, 404, '没有该股票的融资融券数据'))),
    ).resolves.toBeNull();
  });
  test.each([400, 500, undefined])('other failures (%p) stay failures', async (status) => {
    await expect(nullOn404(Promise.reject(new ApiError('rzrq', '/x', null, status)))).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
