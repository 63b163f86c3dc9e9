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

/**
 * The shell serves the package and the API under one origin, as the native app's WebView does: a
 * page of the shell is same-origin with what it calls. The upstream checks Origin against its own
 * host (server/origin.ts), so the shell's origin is passed on as the upstream's, as Host is.
 */
function upstreamOrigin(req: http.IncomingMessage, upstream: Upstream): string | undefined {
  const origin = req.headers.origin;
  return origin !== undefined && origin === `http://${req.headers.host}`
    ? `http://${upstream.host}:${upstream.port}`
    : origin;
}

function forwardHeaders(req: http.IncomingMessage, upstream: Upstream): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `${upstream.host}:${upstream.port}` };
  const origin = upstreamOrigin(req, upstream);
  if (origin !== undefined) headers.origin = origin;
  return headers;
}

export function proxyHttp(upstream: Upstream, req: http.IncomingMessage, res: http.ServerResponse): void {
  const forward = http.request(
    {
      host: upstream.host,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: forwardHeaders(req, upstream),
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
      const lower = name.toLowerCase();
      const value =
        lower === 'host'
          ? `${upstream.host}:${upstream.port}`
          : lower === 'origin'
            ? (upstreamOrigin(req, upstream) ?? '')
            : req.rawHeaders[i + 1];
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
