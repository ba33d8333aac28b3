import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { startSmsSink, type SmsSink } from '../../apps/server/src/test/sms-sink.ts';
import { startSmtpSink, type SmtpSink } from '../../apps/server/src/test/smtp-sink.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The mail server the app sends e-mail to, when the suite asked for one. */
  readonly mail: SmtpSink;
  /** The SMS provider the app sends SMS to, with `mail` too. */
  readonly sms: SmsSink;
}

/**
 * One server (fresh demo database) and one browser for a test file, closed after it. With
 * `mail`, the server sends e-mail and SMS to a real SMTP server and SMS provider on localhost
 * that the tests can read (codes never show anywhere else).
 */
export function useServerAndBrowser(options: { mail?: boolean } = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let mail: SmtpSink | undefined;
  let sms: SmsSink | undefined;
  before(async () => {
    mail = options.mail ? await startSmtpSink() : undefined;
    sms = options.mail ? await startSmsSink() : undefined;
    server = await startServer(
      mail && sms ? { env: { SMTP_URL: mail.url, SMS_URL: sms.url } } : {},
    );
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
    await sms?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('The server starts in before()');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser starts in before()');
      return browser;
    },
    get mail() {
      if (!mail) throw new Error('Ask useServerAndBrowser({ mail: true }) for a mail server');
      return mail;
    },
    get sms() {
      if (!sms) throw new Error('Ask useServerAndBrowser({ mail: true }) for an SMS provider');
      return sms;
    },
  };
}
