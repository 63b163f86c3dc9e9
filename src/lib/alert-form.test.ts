import { draftOf, type AlertForm } from './alert-form';
import { CHANGE_LEVEL_MSG, PRICE_LEVEL_MSG, QUIET_MSG } from '../../contract/alert-rules';

const form = (over: Partial<AlertForm> = {}): AlertForm => ({
  instrument: 'sh:600000',
  kind: 'priceUp',
  level: '10.5',
  repeat: 'once',
  quietMinutes: '5',
  ...over,
});
describe('draftOf', () => {
  it.each([
    [form(), { instrument: 'sh:600000', kind: 'priceUp', level: 10.5, repeat: 'once', quietMinutes: 5 }],
    [form({ level: '' }), PRICE_LEVEL_MSG],
    [form({ level: '0' }), PRICE_LEVEL_MSG],
    [
      form({ kind: 'changeBelow', level: '-3%' }),
      { instrument: 'sh:600000', kind: 'changeBelow', level: -3, repeat: 'once', quietMinutes: 5 },
    ],
    [form({ kind: 'changeAbove', level: '2000' }), CHANGE_LEVEL_MSG],
    [
      form({ repeat: 'every', quietMinutes: '30' }),
      { instrument: 'sh:600000', kind: 'priceUp', level: 10.5, repeat: 'every', quietMinutes: 30 },
    ],
    [form({ repeat: 'every', quietMinutes: '0' }), QUIET_MSG],
    [form({ repeat: 'every', quietMinutes: 'x' }), QUIET_MSG],
    // The quiet field is not read unless every time.
    [
      form({ repeat: 'daily', quietMinutes: 'x' }),
      { instrument: 'sh:600000', kind: 'priceUp', level: 10.5, repeat: 'daily', quietMinutes: 5 },
    ],
  ] as const)('%p → %p', (f, want) => {
    expect(draftOf(f)).toEqual(want);
  });
});
