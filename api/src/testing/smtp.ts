import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  /** The message as sent over SMTP (headers and body). */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL / smtpTransport. */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `received` holds `count` mails: at once if it already does. */
  receivedMails(count: number): Promise<void>;
  /** The next `count` mails are refused with `responseCode` (451 temporary, 550 permanent). */
  refuseNext(count: number, responseCode?: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on an ephemeral port of 127.0.0.1, keeping what it
 * accepts in memory. No TLS and no login: the transport's handshake is still the real one.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const wakeWaiting = () => {
    for (const waiter of waiting.filter(({ count }) => received.length >= count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  let refusals: { left: number; code: number } = { left: 0, code: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.left > 0) {
          refusals = { ...refusals, left: refusals.left - 1 };
          const refusal = Object.assign(new Error('mailbox busy, try again later'), {
            responseCode: refusals.code,
          });
          callback(refusal);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        wakeWaiting();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    receivedMails: (count) =>
      new Promise<void>((resolve) => {
        waiting.push({ count, resolve });
        wakeWaiting();
      }),
    refuseNext(count, responseCode = 451) {
      refusals = { left: count, code: responseCode };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw mail, unfolded (continuation lines joined). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** A header with its RFC 2047 encoded words decoded (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`). */
export function decodedHeaderOf(raw: string, name: string): string | undefined {
  return headerOf(raw, name)
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(parseInt(code, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * The text body of a single-part mail: base64-encoded as the mails are (their Korean text), or
 * 7bit when it is all short ASCII lines (nodemailer's choice for an English one).
 */
export function textBodyOf(raw: string): string {
  const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
  const encoding = headerOf(`${head}\r\n\r\n`, 'Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === '7bit') return body.join('\n\n').replace(/\r\n/g, '\n').trimEnd();
  if (encoding !== 'base64') throw new Error(`expected a base64 or 7bit body, got ${encoding}`);
  return Buffer.from(body.join('\n').replace(/\s+/g, ''), 'base64').toString('utf8');
}
