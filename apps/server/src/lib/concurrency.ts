import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unavailable } from './errors.ts';

/**
 * A cap on concurrent work per instance (docs/security.md, Uploads): `tryAcquire` takes a slot or says there is none;
 * the caller answers 503 with Retry-After then, instead of queueing work the instance cannot keep up with.
 */
export function concurrencyLimiter(max: number) {
  let busy = 0;
  return {
    get busy() {
      return busy;
    },
    max,
    /** A release function (idempotent) when a slot was free; undefined when all `max` are taken. */
    tryAcquire(): (() => void) | undefined {
      if (busy >= max) return undefined;
      busy++;
      let released = false;
      return () => {
        if (!released) {
          released = true;
          busy--;
        }
      };
    },
  };
}

export type ConcurrencyLimiter = ReturnType<typeof concurrencyLimiter>;

/**
 * At most `max` holders at once; the others wait their turn, first come first served (work that must not be refused
 * but must not all run at once, such as sheet worker threads). `acquire` resolves to an idempotent release.
 */
export function semaphore(max: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    get busy() {
      return busy;
    },
    get waiting() {
      return waiting.length;
    },
    max,
    async acquire(): Promise<() => void> {
      // a released slot passes straight to the next in line, so `busy` never exceeds `max`
      if (busy < max) busy++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = waiting.shift();
        if (next) next();
        else busy--;
      };
    },
  };
}

export type Semaphore = ReturnType<typeof semaphore>;

export const UPLOAD_BUSY_MESSAGE = 'The server is busy with other uploads, please try again in a moment';
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

const RELEASE = Symbol('upload-slot');

/**
 * Uploads (every multipart request: bulk spreadsheets, documents) take one of the instance's upload worker slots
 * from the moment they pass authorization until the answer is sent or the client goes away: reading, inflating and
 * parsing files is the heaviest work the API does, so beyond `limiter.max` at once the answer is 503 + Retry-After.
 */
export function registerUploadSlots(app: FastifyInstance, limiter: ConcurrencyLimiter): void {
  const release = (request: FastifyRequest) => (request as unknown as Record<symbol, (() => void) | undefined>)[RELEASE]?.();
  app.addHook('preHandler', async (request) => {
    if (!request.isMultipart?.()) return;
    const done = limiter.tryAcquire();
    if (!done) throw unavailable('upload.busy', UPLOAD_BUSY_MESSAGE, UPLOAD_RETRY_AFTER_SECONDS);
    (request as unknown as Record<symbol, () => void>)[RELEASE] = done;
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}
