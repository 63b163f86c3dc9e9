import { parseAlertChange } from './bus';

const ALERT = {
  id: 3,
  userId: 1,
  code: 'sz:000001',
  metric: 'price',
  direction: 'up',
  level: 11.9,
  repeat: 'once',
  quietMs: 0,
  mutedUntil: 0,
};

describe('parseAlertChange', () => {
  it.each([
    [JSON.stringify({ op: 'add', alert: ALERT }), { op: 'add', alert: ALERT }],
    [JSON.stringify({ op: 'remove', id: 3 }), { op: 'remove', id: 3 }],
    [JSON.stringify({ op: 'remove', id: '3' }), null],
    [JSON.stringify({ op: 'add', alert: { ...ALERT, metric: 'volume' } }), null],
    [JSON.stringify({ op: 'add', alert: { ...ALERT, level: '11.9' } }), null],
    [JSON.stringify({ op: 'add' }), null],
    [JSON.stringify({ op: 'drop', id: 3 }), null],
    ['not json', null],
    ['null', null],
  ])('%s → %p', (text, want) => expect(parseAlertChange(text)).toEqual(want));
});
