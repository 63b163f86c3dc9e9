import { quoteSocketUrl } from './url';

test('same origin unless the environment names a quote host', () => {
  expect(quoteSocketUrl('', { protocol: 'http:', host: 'localhost:8080' })).toBe(
    'ws://localhost:8080/ws/quote',
  );
  expect(quoteSocketUrl('', { protocol: 'https:', host: 'm.example.com' })).toBe(
    'wss://m.example.com/ws/quote',
  );
  expect(quoteSocketUrl('wss://hq.example.com/ws', { protocol: 'https:', host: 'x' })).toBe(
    'wss://hq.example.com/ws',
  );
});
