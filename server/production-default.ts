import { enableCompileCache } from 'node:module';

// Imported first by the server's entry: libraries such as React choose their production or
// development build from NODE_ENV as they load, and the shop's default is production
// (server/config.ts), so a plain `npm start` must not load React's development build.
process.env.NODE_ENV ??= 'production';

// Modules loaded from here on (the app's build, the database thread) keep their compiled code in
// the system's temporary folder, keyed by their content, so a restart skips compiling them again.
enableCompileCache();
