// The production entry (`npm run serve`): plain JavaScript, so that the compile cache is on before
// Node loads the first TypeScript file. A restart then takes every file's stripped and compiled
// form from the cache and never loads Node's type stripper (10-18 MB of WebAssembly in each thread
// that loads it; docs/decisions/014). `node server/main.ts` serves the same, with the stripper.
import './production-default.js';

await import('./main.ts');
