// A PostgreSQL cluster of the scenario's own (Debian's server binaries, a temporary data directory, its own port), so
// that it can be restarted, stopped and killed without touching the machine's shared server.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST } from './lib.ts';

/** The newest installed server's bin directory (Debian: /usr/lib/postgresql/<major>/bin). */
function binDir(): string {
  const root = process.env.PG_BIN_ROOT || '/usr/lib/postgresql';
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'bin', 'pg_ctl'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  return path.join(root, newest, 'bin');
}

export interface PgCluster {
  /** `postgres://root@host:port/<db>` */
  url(db: string): string;
  port: number;
  /** pg_ctl restart -m fast: every session ends, the server is back at once. */
  restart(): void;
  stop(): void;
  start(): void;
  /** A crash: pg_ctl stop -m immediate (no shutdown checkpoint, sessions cut). */
  kill(): void;
  /** A standby becomes the primary (pg_ctl promote). */
  promote(): void;
  /** Stops the server and removes its data directory. */
  destroy(): void;
}

export interface ClusterOptions {
  /** Server settings given on its command line (so that a base backup of it does not copy them). */
  settings?: string[];
  /** A standby of this primary (pg_basebackup -R), instead of a new cluster. */
  standbyOf?: PgCluster;
}

/**
 * initdb (as the `postgres` user when run as root: the server refuses root), start, and a database `gsn` — or, with
 * `standbyOf`, a streaming standby made by pg_basebackup from that primary.
 */
export function startPgCluster(port: number, options: ClusterOptions = {}): PgCluster {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsn-pg-'));
  const data = path.join(dir, 'data');
  const settings = (options.settings ?? []).map((s) => `-c ${s}`).join(' ');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const argv = asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, cmd), ...args] : [path.join(bin, cmd), ...args];
    const r = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', cwd: dir });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.stdout}`);
  };
  const ctl = (action: string, extra: string[] = []) =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=${HOST} -c max_connections=200 -c fsync=off ${settings}`,
      action,
      ...extra,
    ]);
  if (options.standbyOf) {
    run('pg_basebackup', [
      '-h',
      HOST,
      '-p',
      String(options.standbyOf.port),
      '-U',
      'root',
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    ctl('start');
  } else {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'root', '--no-sync']);
    ctl('start');
    spawnSync('psql', [`postgres://root@${HOST}:${port}/postgres`, '-qc', 'create database gsn'], { encoding: 'utf8' });
  }
  return {
    port,
    url: (db) => `postgres://root@${HOST}:${port}/${db}`,
    restart: () => ctl('restart', ['-m', 'fast']),
    stop: () => ctl('stop', ['-m', 'fast']),
    start: () => ctl('start'),
    kill: () => ctl('stop', ['-m', 'immediate']),
    promote: () => ctl('promote'),
    destroy() {
      try {
        ctl('stop', ['-m', 'immediate']);
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
