// The yardstick of the throughput benchmark: Fastify with one JSON route and nothing else.
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) }).then(() => {
  process.stdout.write(`listening ${app.server.address().port}\n`);
});
