import { LIGHT_PALETTE } from '../../components/chart/palette';
import { flowBarOption, flowPieOption } from './flow-options';

type BarItem = {
  value: number;
  itemStyle: { color: string };
  label: { position: string; formatter: () => string };
};

describe('capital-flow chart options', () => {
  it('keeps the day labels off the zero line and leaves room for the value labels (issue 31 item 8)', () => {
    const option = flowBarOption(
      [
        { label: '11-20', value: 120_000_000 },
        { label: '11-21', value: -300_000_000 },
      ],
      LIGHT_PALETTE,
    );
    const x = option.xAxis as { axisLine: { onZero: boolean } };
    const y = option.yAxis as { boundaryGap: [string, string] };
    // On the zero line the labels of the days lay over the outflow bars and their figures.
    expect(x.axisLine.onZero).toBe(false);
    expect(y.boundaryGap.map((g) => parseFloat(g))).toEqual([25, 25]);
  });

  it('bars inflow red above, outflow green below, labelled in 亿 or 万 with 2 decimals', () => {
    const option = flowBarOption(
      [
        { label: '11-23', value: 250_000_000 },
        { label: '11-24', value: -12_345 },
      ],
      LIGHT_PALETTE,
    );
    const series = option.series as { data: BarItem[] }[];
    const [up, down] = series[0].data;
    expect(up.itemStyle.color).toBe(LIGHT_PALETTE.rise);
    expect(up.label.position).toBe('top');
    expect(up.label.formatter()).toBe('2.50亿');
    expect(down.itemStyle.color).toBe(LIGHT_PALETTE.fall);
    expect(down.label.position).toBe('bottom');
    expect(down.label.formatter()).toBe('-1.23万');
    expect((option.xAxis as { data: string[] }).data).toEqual(['11-23', '11-24']);
  });

  it('slices inflows in reds and outflows in greens', () => {
    const option = flowPieOption(
      [
        { label: '超大单流入', value: 5, inflow: true },
        { label: '超大单流出', value: 3, inflow: false },
      ],
      LIGHT_PALETTE,
    );
    const data = (option.series as { data: { name: string; itemStyle: { color: string } }[] }[])[0].data;
    expect(data[0].itemStyle.color).toBe('#E94041');
    expect(data[1].itemStyle.color).toBe('#05A687');
  });
});
