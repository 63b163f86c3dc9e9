import path from 'node:path';
import { clusterPlan } from './cluster-plan';

const DATA = { WAP_DATA_DIR: '/srv/wapq' };

test.each([
  {
    name: 'one machine: its own market on PORT + 10, two gateways',
    arg: undefined,
    env: { ...DATA },
    markets: [{ port: 8090, host: '127.0.0.1' }],
    gateways: { count: 2, port: 8080, marketUrl: 'http://127.0.0.1:8090' },
    pid: 'cluster-8080.pid',
  },
  {
    name: 'a second machine given MARKET_URL starts no market of its own',
    arg: undefined,
    env: { ...DATA, MARKET_URL: 'http://10.0.0.5:8090', GATEWAYS: '4' },
    markets: [],
    gateways: { count: 4, port: 8080, marketUrl: 'http://10.0.0.5:8090' },
    pid: 'cluster-8080.pid',
  },
  {
    name: 'start:market on MARKET_PORT, every interface',
    arg: 'market',
    env: { ...DATA, MARKET_PORT: '9000' },
    markets: [{ port: 9000, host: '0.0.0.0' }],
    gateways: null,
    pid: 'cluster-9000.pid',
  },
  {
    name: 'one machine with an active and a standby market',
    arg: undefined,
    env: { ...DATA, MARKETS: '2' },
    markets: [
      { port: 8090, host: '127.0.0.1' },
      { port: 8091, host: '127.0.0.1' },
    ],
    gateways: { count: 2, port: 8080, marketUrl: 'http://127.0.0.1:8090,http://127.0.0.1:8091' },
    pid: 'cluster-8080.pid',
  },
  {
    name: 'start:gateways',
    arg: 'gateways',
    env: { ...DATA, PORT: '80', GATEWAYS: '8', MARKET_URL: 'http://m:9000' },
    markets: [],
    gateways: { count: 8, port: 80, marketUrl: 'http://m:9000' },
    pid: 'cluster-80.pid',
  },
])('$name', ({ arg, env, markets, gateways, pid }) => {
  const plan = clusterPlan(arg, env);
  expect(plan.markets).toEqual(markets);
  expect(plan.gateways).toEqual(gateways);
  expect(plan.redisUrl).toBe('redis://127.0.0.1:6379');
  expect(plan.pidFile).toBe(path.join('/srv/wapq', pid));
});

test.each([
  ['gateways', {}, /MARKET_URL/],
  ['cluster', { GATEWAYS: '0' }, /GATEWAYS must be a whole number ≥ 1 \(got 0\)/],
  ['cluster', { GATEWAYS: 'two' }, /GATEWAYS/],
  ['cluster', { MARKET_PORT: '80.5' }, /MARKET_PORT/],
  ['market', { MARKETS: '0' }, /MARKETS/],
  ['relay', {}, /role must be cluster, market or gateways/],
])('refuses %s with %j', (arg, env, message) => {
  expect(() => clusterPlan(arg, env)).toThrow(message);
});
