import { ProcessMetrics } from './metrics';

test('refusals are exported by the bound that refused, read from the channel when scraped', async () => {
  const m = new ProcessMetrics('all');
  let refusals: Record<string, number> = { 'sockets per address': 3, 'rows client': 1 };
  m.watchChannel({
    clientCount: () => 2,
    stats: () => ({ subscriptions: 5, pushes: 9 }),
    refusals: () => refusals,
  });
  let text = await m.text();
  expect(text).toContain('wapq_quote_refused_total{reason="sockets per address",role="all"} 3');
  expect(text).toContain('wapq_quote_refused_total{reason="rows client",role="all"} 1');
  expect(text).toContain('wapq_quote_sockets{role="all"} 2');
  refusals = { 'sockets per address': 4, 'rows client': 1 };
  text = await m.text();
  expect(text).toContain('wapq_quote_refused_total{reason="sockets per address",role="all"} 4');
});
