import { retryAtStart } from './redis';

describe('retryAtStart: a start-time Redis command that timed out is tried again', () => {
  test('a command that times out twice, then answers: the start goes on with its answer', async () => {
    let calls = 0;
    const answer = await retryAtStart(async () => {
      calls += 1;
      if (calls < 3) throw new Error('Command timed out');
      return 2;
    }, 10_000);
    expect(answer).toBe(2);
    expect(calls).toBe(3);
  });

  test('a command that keeps timing out past the bound: the last timeout fails the start', async () => {
    let calls = 0;
    await expect(
      retryAtStart(async () => {
        calls += 1;
        throw new Error(`Command timed out (${calls})`);
      }, 700),
    ).rejects.toThrow(/timed out \([23]\)/);
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  test.each([['WRONGPASS invalid username-password pair'], ['connect ECONNREFUSED 127.0.0.1:6379']])(
    'any other failure (%s) fails the start at once',
    async (message) => {
      let calls = 0;
      await expect(
        retryAtStart(async () => {
          calls += 1;
          throw new Error(message);
        }, 10_000),
      ).rejects.toThrow(message);
      expect(calls).toBe(1);
    },
  );
});
