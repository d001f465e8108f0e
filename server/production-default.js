import { enableCompileCache } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Imported first by the server's entries (server/start.js, server/main.ts), and plain JavaScript
// so that it can run before Node loads any TypeScript file. Libraries such as React choose their
// production or development build from NODE_ENV as they load, and the shop's default is
// production (server/config.ts), so a plain `npm start` must not load React's development build.
process.env.NODE_ENV ??= 'production';

// Modules loaded from here on keep their compiled code in the system's temporary folder, keyed by
// their content, so a restart skips compiling them again; TypeScript files keep their stripped
// form too, so a restart never loads Node's type stripper (a WebAssembly compiler: 10-18 MB in
// every thread that loads it). A worker thread (the embedded database's) turns the cache on only
// from the variable it inherits: the call below alone covers this thread.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'node-compile-cache');
enableCompileCache(process.env.NODE_COMPILE_CACHE);
