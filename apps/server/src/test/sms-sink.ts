import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface SmsSink {
  /** The endpoint to use as SMS_URL. */
  url: string;
  received: ReceivedSms[];
  /** While set, every request is answered with this status (e.g. 503). */
  failWith: number | null;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A small real HTTP SMS provider on localhost for tests: it takes POST /sms with a JSON body,
 * keeps what it receives and answers 200 `{ "status": "queued" }` (or the failing status).
 */
export async function startSmsSink(): Promise<SmsSink> {
  const sink: SmsSink = {
    url: '',
    received: [],
    failWith: null,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      if (request.method !== 'POST' || request.url !== '/sms') {
        response.writeHead(404).end();
        return;
      }
      if (sink.failWith !== null) {
        response.writeHead(sink.failWith, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'provider unavailable' }));
        return;
      }
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: the test will see it is not JSON
      }
      sink.received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return sink;
}
