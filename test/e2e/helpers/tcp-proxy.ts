import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

// A plain TCP relay in front of the sandbox on a port of its own. Stopping it makes the
// service's address refuse connections ("the host is down") while the sandbox and its
// state live on; starting it again on the same port brings the very same address back, so a
// retry goes to the address the user saved, as it would in real life.

export interface TcpProxy {
  /** http://127.0.0.1:PORT — use as the service's base URL. */
  url: string;
  /** Refuse connections from now on (and cut the ones open). */
  down(): Promise<void>;
  /** Accept connections again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset on one side is expected when a fault drops the connection.
    socket.on('error', () => socket.destroy());
  };
  const relay = (client: Socket) => {
    const upstream = connect(Number(targetPort), hostname);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  let server: Server = createServer(relay);
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  let running = true;

  const down = async () => {
    if (!running) return;
    running = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const up = async () => {
    if (running) return;
    server = createServer(relay);
    await listen(server, port);
    running = true;
  };

  return { url: `http://127.0.0.1:${port}`, down, up, close: down };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
