// The yardstick of `npm run bench:api`: a bare Fastify with one "hello" route and nothing else (no
// logging, plugins, validation or database), in a process of its own like the server under test.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
