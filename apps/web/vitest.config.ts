import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { localeCore } from './vite.config';

/** Web tests: React components with Testing Library in jsdom. Run: `npx vitest run --project web`. */
export default defineProject({
  plugins: [react(), localeCore()],
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // form tests type into many fields in jsdom: generous limits so a busy machine slows them without failing them
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
