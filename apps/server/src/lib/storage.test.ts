import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStoredName, localDiskStorage, type Storage } from './storage.ts';

let base: string;
let dir: string;
let storage: Storage;

beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'gsn-storage-'));
  dir = path.join(base, 'files');
  storage = localDiskStorage(dir);
});
afterAll(async () => fs.rm(base, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('stores under a generated name, reads it back and removes it', async () => {
    const a = await storage.put(Buffer.from('hello'), 'pdf');
    const b = await storage.put(Buffer.from('hello'), 'pdf');
    expect(a.name).not.toBe(b.name);
    expect(isStoredName(a.name)).toBe(true);
    expect(a.size).toBe(5);
    const got = await storage.get(a.name);
    expect(got?.size).toBe(5);
    expect(await text(got!.stream)).toBe('hello');
    expect((await fs.readdir(dir)).sort()).toEqual([a.name, b.name].sort());
    await storage.remove(a.name);
    await storage.remove(a.name); // a missing file is fine
    expect(await storage.get(a.name)).toBeUndefined();
    expect(await fs.readdir(dir)).toEqual([b.name]);
  });

  it('never opens or removes a name it did not make', async () => {
    await fs.writeFile(path.join(base, 'secret.txt'), 'secret');
    for (const name of ['../secret.txt', 'secret.txt', '/etc/passwd', '', '.', '..']) {
      expect(await storage.get(name), name).toBeUndefined();
      await storage.remove(name);
    }
    expect(await fs.readFile(path.join(base, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('refuses an unsafe extension', async () => {
    await expect(storage.put(Buffer.from('x'), '../pdf')).rejects.toThrow(/unsafe extension/);
    await expect(storage.put(Buffer.from('x'), 'PDF')).rejects.toThrow(/unsafe extension/);
  });
});
