import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** One server (fresh demo database) and one browser for a test file, closed after it. */
export function useServerAndBrowser(): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
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
  };
}
