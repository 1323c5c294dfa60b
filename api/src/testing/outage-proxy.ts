import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut, as a stopped server looks to the api:
 * `cut()` closes every open connection and refuses new ones (ECONNREFUSED); `restore()` accepts
 * them again on the same port. Only for tests: it lets them take "the database" away without
 * stopping a PostgreSQL server that other suites share.
 */
export interface OutageProxy {
  /** `target` with host and port replaced by the proxy's. */
  connectionString: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startOutageProxy(target: string): Promise<OutageProxy> {
  const url = new URL(target);
  const upstream = { host: url.hostname, port: Number(url.port || 5432) };
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut connection errors on both ends; that is the point, not a failure of the test.
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const server = net.connect(upstream);
    track(client);
    track(server);
    client.pipe(server).pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) resolve();
      else server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  const port = await listen(0);
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    connectionString: proxied.toString(),
    cut: stopListening,
    restore: async () => {
      await listen(port);
    },
    close: stopListening,
  };
}
