import { config } from 'zod/v4/core';

/**
 * Zod probes `new Function` when it builds an object schema unless told not to; in a page the
 * Content-Security-Policy refuses eval and the probe shows up as a violation. Schemas built after
 * this module runs skip the probe (and the compiled fast path it enables).
 */
config({ jitless: true });
