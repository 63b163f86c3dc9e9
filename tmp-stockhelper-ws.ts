import WebSocket from 'ws';
(async () => {
  const tok = await (await fetch('http://127.0.0.1:8931/hq-passport/api/1/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ AppKey: 'x' }) })).json();
  const ws = new WebSocket('ws://127.0.0.1:8931/ws/quote');
  let seq = 0;
  const send = (type: number, body: unknown) => { const s = JSON.stringify(body); ws.send(JSON.stringify({ header: { frame: 0, group: 0, model: 0, length: s.length, rawLength: s.length, seq: ++seq, type, infoFlag: 0 }, body })); };
  ws.on('open', () => send(92, { orgCode: 'gmg', appType: 'h5', appName: 'x', appVersion: '1', token: tok.Data.Token }));
  ws.on('message', (d) => {
    const m = JSON.parse(String(d));
    if (m.header.type === 92) { send(Number(process.env.T ?? 201), { key: [{ market: Number(process.env.M ?? 1), code: process.env.C ?? '600519' }], level: 2, sections: ['dyna', 'status'], timestamp: true }); send(501, { key: [{ market: 1, code: '600519' }], pushflag: true, timestamp: true, noPushAuction: false, days: 1 }); }
    else console.log(m.header.type, m.header.seq, JSON.stringify(m.body).slice(0, 150));
  });
  setTimeout(() => process.exit(0), 10000);
})();
