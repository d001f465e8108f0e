import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it may; the Content-Security-Policy
// (docs/decisions/010) allows no eval, so the browser parses without compiling. The server keeps
// the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
