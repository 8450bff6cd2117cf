/**
 * A local SMTP server for the tests (smtp-server on a free port): it keeps what
 * arrives, or refuses every recipient with 550, or drops each connection at once.
 */
import { createServer, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type MailTransport, smtpTransport } from '../modules/email/transport.ts';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable undone (soft line breaks joined, =XX decoded). */
  decoded: string;
  header(name: string): string | undefined;
}

export interface SmtpSink {
  url: string;
  received: ReceivedEmail[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(joined[i]));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export async function startSmtpSink(behaviour: 'accept' | 'reject' = 'accept'): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (behaviour === 'reject') {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
          header: (name) => headerOf(raw, name),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts a connection and closes it before saying anything. */
export async function startDroppingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A sink and an SMTP transport pointed at it; `close` ends both (call it after each test). */
export async function sinkWithTransport(): Promise<{
  server: SmtpSink;
  transport: MailTransport;
  close(): Promise<void>;
}> {
  const server = await startSmtpSink();
  const transport = smtpTransport(server.url, '"Ledgerline" <hello@ledgerline.co.za>');
  return {
    server,
    transport,
    close: async () => {
      transport.close();
      await server.close();
    },
  };
}
