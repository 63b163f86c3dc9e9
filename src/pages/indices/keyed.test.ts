import { autorun } from 'mobx';
import { KeyedRows } from './keyed';

interface Item {
  code: string;
  price: number;
}

function make() {
  return new KeyedRows<Item, Item>(
    (i) => i.code,
    (i) => ({ ...i }),
  );
}

test('one object per instrument across replies; values updated in place', () => {
  const rows = make();
  rows.apply([
    { code: 'A', price: 1 },
    { code: 'B', price: 2 },
  ]);
  const [a, b] = rows.list;
  rows.apply([
    { code: 'A', price: 1.5 },
    { code: 'B', price: 2 },
  ]);
  expect(rows.list[0]).toBe(a);
  expect(rows.list[1]).toBe(b);
  expect(a.price).toBe(1.5);
});

test('the list is replaced only when order or membership changes; a field notifies only when it changes', () => {
  const rows = make();
  rows.apply([
    { code: 'A', price: 1 },
    { code: 'B', price: 2 },
  ]);
  let listRuns = 0;
  let priceRuns = 0;
  const a = rows.list[0];
  const stopList = autorun(() => {
    void rows.list.map((r) => r);
    listRuns++;
  });
  const stopPrice = autorun(() => {
    void a.price;
    priceRuns++;
  });
  rows.apply([
    { code: 'A', price: 1 },
    { code: 'B', price: 3 },
  ]);
  expect(listRuns).toBe(1);
  expect(priceRuns).toBe(1);
  rows.apply([
    { code: 'B', price: 3 },
    { code: 'A', price: 1.1 },
  ]);
  expect(listRuns).toBe(2);
  expect(priceRuns).toBe(2);
  expect(rows.list.map((r) => r.code)).toEqual(['B', 'A']);
  expect(rows.list[1]).toBe(a);
  rows.apply([{ code: 'C', price: 9 }]);
  expect(rows.list.map((r) => r.code)).toEqual(['C']);
  rows.apply([{ code: 'A', price: 1 }]);
  // A dropped instrument that comes back is a new object.
  expect(rows.list[0]).not.toBe(a);
  stopList();
  stopPrice();
});
