import { htmlToBlocks } from './pdf-text';
import { lead, p, table } from './html';

describe('htmlToBlocks', () => {
  const cases: [string, string, { kind: string; text: string }[]][] = [
    ['a paragraph', p('公司经营情况正常。'), [{ kind: 'para', text: '公司经营情况正常。' }]],
    [
      'a lead keeps its bold words',
      lead('回购进展：', '累计回购1,000股。'),
      [{ kind: 'para', text: '回购进展：累计回购1,000股。' }],
    ],
    ['entities decode', p('A&B <注> "引"'), [{ kind: 'para', text: 'A&B <注> "引"' }]],
    [
      'a table becomes a head and rows',
      table(
        ['项目', '金额'],
        [
          ['营业收入', '12.3亿'],
          ['净利润', '1.2亿'],
        ],
      ),
      [
        { kind: 'head', text: '项目    金额' },
        { kind: 'row', text: '营业收入    12.3亿' },
        { kind: 'row', text: '净利润    1.2亿' },
      ],
    ],
    ['empty paragraphs drop', p('') + p('有'), [{ kind: 'para', text: '有' }]],
    ['no markup, no blocks', '', []],
  ];
  it.each(cases)('%s', (_name, html, want) => {
    expect(htmlToBlocks(html)).toEqual(want);
  });
});
