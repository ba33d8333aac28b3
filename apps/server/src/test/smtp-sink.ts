import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent. */
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** While true, every recipient is refused with a temporary error (451). */
  failing: boolean;
  close(): Promise<void>;
}

/**
 * A small real SMTP server on localhost for tests: it speaks enough of the protocol for
 * nodemailer (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) and keeps what it receives.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const sink: SmtpSink = {
    url: '',
    received: [],
    failing: false,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let dataLines: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test sink');

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mail.data = dataLines.join('\r\n');
            sink.received.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else {
            dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 localhost');
        else if (command === 'MAIL') {
          mail = { from: line.slice(10).trim(), to: [], data: '' };
          reply('250 2.1.0 OK');
        } else if (command === 'RCPT') {
          if (sink.failing) reply('451 4.3.0 mailbox busy, try again later');
          else {
            mail.to.push(line.slice(8).trim());
            reply('250 2.1.5 OK');
          }
        } else if (command === 'DATA') {
          inData = true;
          dataLines = [];
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (command === 'RSET' || command === 'NOOP') reply('250 OK');
        else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 command not implemented');
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  sink.url = `smtp://127.0.0.1:${address.port}`;
  return sink;
}

/** The text of a received e-mail, its quoted-printable body (nodemailer's choice for UTF-8) decoded. */
export function mailText(mail: ReceivedMail): string {
  const joined = mail.data.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
