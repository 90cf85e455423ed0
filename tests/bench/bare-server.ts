/**
 * The baseline of the benchmarks: Express with one JSON route and nothing else, the most a
 * Node process can serve here. Run as a child process by tests/bench/run.ts on PORT.
 */
import express from 'express';

const app = express();
const payload = { status: 'ok', message: 'Hello from a bare Express route' };
app.get('/json', (_req, res) => {
  res.json(payload);
});
const port = Number(process.env.PORT ?? 0);
app.listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
