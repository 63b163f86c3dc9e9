/** What the server process holds, read from /proc (Linux): resident memory and its TCP sockets. */
import fs from 'node:fs';

/** Resident set size of a process in bytes. */
export function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]) * 1024;
}

export const TCP_STATE: Record<string, string> = {
  '01': 'ESTABLISHED',
  '02': 'SYN_SENT',
  '03': 'SYN_RECV',
  '04': 'FIN_WAIT1',
  '05': 'FIN_WAIT2',
  '06': 'TIME_WAIT',
  '07': 'CLOSE',
  '08': 'CLOSE_WAIT',
  '09': 'LAST_ACK',
  '0A': 'LISTEN',
  '0B': 'CLOSING',
};

export interface TcpEntry {
  localPort: number;
  remotePort: number;
  state: string;
  inode: number;
}

/** TCP sockets (IPv4 and IPv6) whose local port is `port`: the server's side of its connections. */
export function serverSide(port: number): TcpEntry[] {
  const out: TcpEntry[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10) continue;
      const localPort = parseInt(f[1].split(':')[1], 16);
      if (localPort !== port) continue;
      out.push({
        localPort,
        remotePort: parseInt(f[2].split(':')[1], 16),
        state: TCP_STATE[f[3]] ?? f[3],
        inode: Number(f[9]),
      });
    }
  }
  return out;
}

/** Socket inodes a process holds open (its file descriptors that are sockets). */
export function socketInodesOf(pid: number): Set<number> {
  const out = new Set<number>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) out.add(Number(m[1]));
    } catch {
      // the descriptor closed while listing
    }
  }
  return out;
}

/** The server's connections to `port` that the process still holds (LISTEN left out). */
export function heldConnections(pid: number, port: number): TcpEntry[] {
  const inodes = socketInodesOf(pid);
  return serverSide(port).filter((e) => e.state !== 'LISTEN' && inodes.has(e.inode));
}

/** Whether the other end of a server connection is still open (its socket ESTABLISHED on this host). */
export function peerOpen(serverPort: number, e: TcpEntry): boolean {
  return serverSide(e.remotePort).some((p) => p.remotePort === serverPort && p.state === 'ESTABLISHED');
}
