/**
 * Forwards everything that is not the package or the shell (API calls, the quote websocket) to
 * the reference server, as a native app's WebView would reach the network for them.
 */
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export interface Upstream {
  host: string;
  port: number;
}

export function parseUpstream(url: string): Upstream {
  const u = new URL(url);
  if (u.protocol !== 'http:') throw new Error(`upstream must be an http:// URL: ${url}`);
  return { host: u.hostname, port: Number(u.port || 80) };
}

export function proxyHttp(upstream: Upstream, req: http.IncomingMessage, res: http.ServerResponse): void {
  const forward = http.request(
    {
      host: upstream.host,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: `${upstream.host}:${upstream.port}` },
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  forward.on('error', (err) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`upstream error: ${err.message}`);
  });
  req.pipe(forward);
}

/** Tunnels a websocket upgrade byte for byte: the upstream does the handshake itself. */
export function proxyUpgrade(
  upstream: Upstream,
  req: http.IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  const target = net.connect(upstream.port, upstream.host, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i];
      const value =
        name.toLowerCase() === 'host' ? `${upstream.host}:${upstream.port}` : req.rawHeaders[i + 1];
      lines.push(`${name}: ${value}`);
    }
    target.write(lines.join('\r\n') + '\r\n\r\n');
    if (head.length) target.write(head);
    target.pipe(socket);
    socket.pipe(target);
  });
  const close = () => {
    target.destroy();
    socket.destroy();
  };
  target.on('error', close);
  socket.on('error', close);
  target.on('close', () => socket.destroy());
  socket.on('close', () => target.destroy());
}
