import { flatMinute, shanghaiTime } from '../quote/test-entries';
import { EarlyDayLine } from './early-line';

const at = (i: number, price: number) => flatMinute(shanghaiTime(9, 30 + i), price);
const update = (data: ReturnType<typeof at>[], full: boolean) => ({
  tradingDay: 20261120,
  preClose: 10,
  data,
  full,
});

describe('EarlyDayLine', () => {
  it("lays the reply on the day's axis, then each pushed minute", () => {
    const line = new EarlyDayLine('CN');
    expect(line.apply(update([at(0, 10.1), at(1, 10.2)], true), null)).toMatchObject({
      preClose: 10,
      slots: 242,
      price: [10.1, 10.2],
    });
    expect(line.apply(update([at(2, 10.3)], false), null)?.price).toEqual([10.1, 10.2, 10.3]);
  });

  it('nothing traded yet: no line; the pre-close falls back to the quote when the reply has none', () => {
    const line = new EarlyDayLine('CN');
    expect(line.apply(update([], true), 9.9)).toBeNull();
    const other = new EarlyDayLine('CN');
    expect(other.apply({ ...update([at(0, 10.1)], true), preClose: undefined }, 9.9)?.preClose).toBe(9.9);
  });

  it("a push of another day ends the line for good (that day's reference is not this one's)", () => {
    const line = new EarlyDayLine('CN');
    line.apply(update([at(0, 10.1)], true), null);
    const nextDay = flatMinute(shanghaiTime(9, 30) + 86_400, 11);
    expect(line.apply(update([nextDay], false), null)).toBeNull();
    expect(line.apply(update([{ ...nextDay, Time: nextDay.Time + 60 }], false), null)).toBeNull();
  });
});
