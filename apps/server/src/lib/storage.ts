import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (DESIGN §5 Documents). Files are named by the storage (`<uuid>.<ext>`), never by what
 * a user sent, and a name that is not of that form is never opened, so no request can reach another path.
 * The default keeps them on local disk under DATA_DIR/files; another backend (object storage shared by several
 * instances) implements the same interface.
 */
export interface Storage {
  /** Stores the bytes under a new generated name with the extension (a–z, 0–9); returns the name. */
  put(data: Buffer, ext: string): Promise<{ name: string; size: number }>;
  /** A stored file as a stream with its size; undefined when the name is not a stored one or is gone. */
  get(name: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes a stored file; a missing file is not an error. */
  remove(name: string): Promise<void>;
}

/** The names the storage generates. */
export const STORED_NAME_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

export const isStoredName = (name: string) => STORED_NAME_RE.test(name);

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

/** Local disk storage in `dir` (created on first write); writes go to a temporary name and are renamed when complete. */
export function localDiskStorage(dir: string): Storage {
  const root = path.resolve(dir);
  const pathOf = (name: string) => {
    if (!isStoredName(name)) return undefined;
    const full = path.join(root, name);
    return path.dirname(full) === root ? full : undefined;
  };

  return {
    async put(data, ext) {
      if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`unsafe extension ${JSON.stringify(ext)}`);
      await fsp.mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${ext}`;
      const full = pathOf(name)!;
      const temp = path.join(root, `.${name}.part`);
      try {
        await fsp.writeFile(temp, data, { flag: 'wx', mode: 0o640 });
        await fsp.rename(temp, full);
      } catch (e) {
        await fsp.rm(temp, { force: true });
        throw e;
      }
      return { name, size: data.length };
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
}
