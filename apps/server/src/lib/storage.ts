import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EXPORT_FILENAME_RE } from '@gsn/domain';
import type { Config } from '../config.ts';

/**
 * Where files live (uploaded documents and export files; docs/security.md, Uploads): one area per kind of file, each
 * with its own name rule. Uploaded documents are named by the storage (`<uuid>.<ext>`), never by what a user sent;
 * export files by the export (EXPORT_FILENAME_RE). A name that does not follow the area's rule is never opened,
 * written or removed, so no request can reach another path or key. Backends: local disk under DATA_DIR (the default)
 * and S3-compatible object storage (`STORAGE_URL=s3://bucket/prefix`, lib/s3-storage.ts), which several instances
 * share.
 */
export interface Storage {
  /** Stores the bytes under a new generated name with the extension (a–z, 0–9); returns the name. */
  put(data: Buffer, ext: string): Promise<{ name: string; size: number }>;
  /**
   * Stores bytes or a stream (read to its end; large ones in parts) under `name`, which the area's rule must accept.
   * The file appears only once complete; when the stream fails nothing is left and the stream's error is thrown.
   */
  write(name: string, data: Buffer | Readable): Promise<{ size: number }>;
  /** A stored file as a stream with its size; undefined when the name is not a stored one or is gone. */
  get(name: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes a stored file; a missing file is not an error. */
  remove(name: string): Promise<void>;
}

/** The names the storage generates. */
export const STORED_NAME_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

export const isStoredName = (name: string) => STORED_NAME_RE.test(name);

/** The storage areas: uploaded documents and template files, and export files. */
export interface Storages {
  files: Storage;
  exports: Storage;
}

export const AREAS = {
  files: STORED_NAME_RE,
  exports: EXPORT_FILENAME_RE,
} as const satisfies Record<keyof Storages, RegExp>;

/** `<uuid>.<ext>` after checking the extension. */
export function generatedName(ext: string): string {
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`unsafe extension ${JSON.stringify(ext)}`);
  return `${randomUUID()}.${ext}`;
}

/** The bytes of `data` as Buffers (strings encoded as UTF-8), counted into `counter.size`. */
export function counted(data: Readable, counter: { size: number }): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of data) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        counter.size += buf.length;
        yield buf;
      }
    })(),
  );
}

/**
 * The configured storage areas: S3 when STORAGE_URL is set (the SDK is loaded on first use, so a start without it
 * never loads it), else local disk: DATA_DIR/files and DATA_DIR/exports.
 */
export function openStorages(config: Pick<Config, 'dataDir' | 'storageUrl' | 's3Endpoint' | 's3Region'>): Storages {
  if (!config.storageUrl) {
    return {
      files: localDiskStorage(path.join(config.dataDir, 'files')),
      exports: localDiskStorage(path.join(config.dataDir, 'exports'), AREAS.exports),
    };
  }
  const { storageUrl, s3Endpoint, s3Region } = config;
  const loaded = import('./s3-storage.ts').then((m) => m.s3Storages({ url: storageUrl, endpoint: s3Endpoint, region: s3Region }));
  loaded.catch(() => {}); // reported by the first call that needs it
  return {
    files: lazyStorage(loaded.then((s) => s.files)),
    exports: lazyStorage(loaded.then((s) => s.exports)),
  };
}

function lazyStorage(storage: Promise<Storage>): Storage {
  return {
    put: async (data, ext) => (await storage).put(data, ext),
    write: async (name, data) => (await storage).write(name, data),
    get: async (name) => (await storage).get(name),
    remove: async (name) => (await storage).remove(name),
  };
}

/**
 * Removes stored files once the rows that named them are gone: a file that cannot be removed is logged and left
 * behind (an orphan on disk harms nothing), so the request that deleted the rows never fails for it.
 */
export async function removeStoredQuietly(
  storage: Pick<Storage, 'remove'>,
  names: readonly string[],
  log?: { error: (o: object, m: string) => void },
): Promise<void> {
  for (const name of names) {
    try {
      await storage.remove(name);
    } catch (err) {
      log?.error({ err, file: name }, 'stored file not removed');
    }
  }
}

/**
 * Local disk storage in `dir` (created on first write) for names that `names` accepts; writes go to a temporary
 * name and are renamed when complete.
 */
export function localDiskStorage(dir: string, names: RegExp = STORED_NAME_RE): Storage {
  const root = path.resolve(dir);
  const pathOf = (name: string) => {
    if (!names.test(name)) return undefined;
    const full = path.join(root, name);
    return path.dirname(full) === root ? full : undefined;
  };

  const storage: Storage = {
    async put(data, ext) {
      const name = generatedName(ext);
      return { name, ...(await storage.write(name, data)) };
    },

    async write(name, data) {
      const full = pathOf(name);
      if (!full) throw new Error(`unsafe name ${JSON.stringify(name)}`);
      await fsp.mkdir(root, { recursive: true });
      // a temporary name of its own: a write that a crash left half done (or a second writer of the same
      // export after a retry) does not block this one
      const temp = path.join(root, `.${name}.${randomUUID()}.part`);
      const counter = { size: 0 };
      try {
        if (Buffer.isBuffer(data)) {
          await fsp.writeFile(temp, data, { flag: 'wx', mode: 0o640 });
          counter.size = data.length;
        } else {
          await pipeline(counted(data, counter), fs.createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
        }
        await fsp.rename(temp, full);
      } catch (e) {
        await fsp.rm(temp, { force: true });
        throw e;
      }
      return { size: counter.size };
    },

    async get(name) {
      const full = pathOf(name);
      if (!full) return undefined;
      const stat = await fsp.lstat(full).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { stream: fs.createReadStream(full), size: stat.size };
    },

    async remove(name) {
      const full = pathOf(name);
      if (full) await fsp.rm(full, { force: true });
    },
  };
  return storage;
}
