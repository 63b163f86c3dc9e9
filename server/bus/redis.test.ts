import { retryAtStart } from './redis';

describe('retryAtStart: a start-time Redis command that fails is tried again', () => {
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

  test('a Redis away past the bound: the last error fails the start', async () => {
    let calls = 0;
    await expect(
      retryAtStart(async () => {
        calls += 1;
        throw new Error(`connect ECONNREFUSED (${calls})`);
      }, 700),
    ).rejects.toThrow(/ECONNREFUSED \([23]\)/);
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
