// The yardstick of `npm run bench`: a bare Fastify server (default options, no logger) with one
// JSON route answering what our GET /api/ping answers. Run as its own process:
// `node scripts/lib/bare-server.mjs <port>`; it prints "ready" once it listens.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify();
app.get('/api/ping', async () => ({ success: true, data: 'pong' }));
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
