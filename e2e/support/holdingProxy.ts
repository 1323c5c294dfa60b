// A remote that answers when the test says so: a proxy in front of its origin that keeps every
// request waiting until `release()`, then passes them and all later ones on unchanged. The test of
// a slow remote (failure-modes.spec.ts) points remotes.json at it, looks at the page while the
// remote holds its answers, then lets them go: an event, where a server answering n seconds late
// made the test wait n seconds per file and guess how long "slow" had to be (docs/adr/0056).
import http from 'node:http';

export interface HoldingProxy {
  /** The proxy's origin, e.g. http://127.0.0.1:27614. */
  origin: string;
  /** Passes on the requests held so far and every later one. */
  release(): void;
  /** Stops listening and drops every connection, held requests included. */
  close(): Promise<void>;
}

/** Starts a holding proxy on 127.0.0.1:`port` in front of `target` (an http origin). */
export async function startHoldingProxy(target: string, port: number): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let held: Array<() => void> | null = [];

  const passOn = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
    return forwarded;
  };

  const server = http.createServer((request, response) => {
    let forwarded: http.ClientRequest | undefined;
    let gone = false;
    // A client that goes away (the page server's read gives up on its own, a page is left)
    // ends the request it was making, or never makes it if it was still held.
    response.on('close', () => {
      gone = !response.writableFinished;
      if (gone) forwarded?.destroy();
    });
    const pass = () => {
      if (!gone) forwarded = passOn(request, response);
    };
    if (held) held.push(pass);
    else pass();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    origin: `http://127.0.0.1:${port}`,
    release() {
      const waiting = held ?? [];
      held = null;
      for (const pass of waiting) pass();
    },
    async close() {
      held = null;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
