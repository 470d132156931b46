import { registerModuleHooks } from './module-hooks.ts';

// The hooks must be in place before the server's modules are loaded, hence the dynamic import.
registerModuleHooks();
await import('./serve.ts');
