import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config.ts?raw';

describe('the production build', () => {
  it('writes no source maps: the bundles served are all a browser gets (the server serves none either)', () => {
    const build = viteConfig.slice(viteConfig.indexOf('build: {'));
    expect(build).toMatch(/^\s*sourcemap: false,$/m);
    expect(viteConfig).not.toMatch(/sourcemap: (true|'hidden'|'inline')/);
  });
});
