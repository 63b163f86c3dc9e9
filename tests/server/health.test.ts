import { useTestServer } from './harness';

describe('server basics', () => {
  const srv = useTestServer();

  it('answers the health endpoint', async () => {
    const res = await fetch(srv.url('/health'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404, not the bundle', async () => {
    const res = await fetch(srv.url('/rjhy-news/api/nope'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404 });
  });
});
