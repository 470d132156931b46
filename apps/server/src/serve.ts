import { boot, defaultWebDist } from './boot.ts';
import { loadConfig } from './config.ts';
import { drainAndClose } from './lib/shutdown.ts';

const started = performance.now();
const config = loadConfig({ webDist: defaultWebDist });
const demo = process.argv.includes('--demo');
// --demo loads the demo data set under the start-up lock, with the migrations and seeds
const { app, database } = await boot(config, { demo });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // SIGTERM (an orchestrator stopping the instance) drains first; Ctrl-C stops at once
  const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
  const force = setTimeout(() => process.exit(1), drainMs + 10_000);
  force.unref();
  try {
    await drainAndClose(app, drainMs);
    await app.services.outbox.stop();
    await app.services.jobs.stop();
    // webhook attempts under way finish rather than wait for their lease to end on another instance
    await app.services.webhooks.settle();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// the metrics listener first: a taken METRICS_PORT stops the start before the instance takes any traffic
if (app.metricsEndpoint) {
  const { address, port } = await app.metricsEndpoint.listen();
  app.log.info({ address, port }, `metrics at http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`);
}
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { url: config.publicUrl, database: database.engine, startupMs: Math.round(performance.now() - started) },
  `GSN Portal ready at ${config.publicUrl}`,
);
