import { navButtonsOf, tapOf, type HeaderAction } from './actions';

const onTap = jest.fn();
const ACTIONS: HeaderAction[] = [
  { id: 'search', label: '搜索', icon: 'search', to: '/search.html' },
  { id: 'publish', label: '发布', onTap, disabled: true },
  { id: 'menu', label: '菜单', icon: 'menu', onTap },
  { id: 'inert', label: '无' },
];

describe('navButtonsOf', () => {
  it('gives the host each button in order, with its label and disabled flag', () => {
    expect(navButtonsOf(ACTIONS)).toEqual([
      { id: 'search', text: '搜索' },
      { id: 'publish', text: '发布', disabled: true },
      { id: 'menu', text: '菜单' },
      { id: 'inert', text: '无' },
    ]);
  });
});

describe('tapOf', () => {
  test.each([
    ['a route button goes to its route', 'search', { route: '/search.html' }],
    ['a disabled button does nothing', 'publish', null],
    ['a handler button runs it', 'menu', { run: onTap }],
    ['a button with neither does nothing', 'inert', null],
    ['an unknown id does nothing', 'share', null],
  ])('%s', (_name, id, expected) => {
    expect(tapOf(ACTIONS, id)).toEqual(expected);
  });
});
