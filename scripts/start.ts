/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then starts the
 * server (migrate, seed, listen). `--demo` also loads the demo data set.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

function newest(dir: string): number {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

const sources = [path.join(web, 'src'), path.join(root, 'packages/domain/src')];
const stale = !fs.existsSync(built) || sources.some((s) => newest(s) > fs.statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@gsn/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// the demo's staff sign in with the password alone, unless the environment says otherwise (docs/security.md)
if (process.argv.includes('--demo')) process.env.MFA_REQUIRED_FOR_STAFF ??= 'false';

await import('../apps/server/src/main.ts');
