// What `z.` offers in the shared copy of zod (see shared-zod.mjs): zod's classic API less the
// locales, the JSON Schema converters, the compiler and the deep-partial helper.
export * from 'zod-internals/v4/classic/schemas.js';
export * from 'zod-internals/v4/classic/checks.js';
export * from 'zod-internals/v4/classic/errors.js';
export * from 'zod-internals/v4/classic/parse.js';
export * from 'zod-internals/v4/classic/compat.js';
export {
  globalRegistry,
  registry,
  config,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  INVALID,
} from 'zod-internals/v4/core/index.js';
export { input, output } from 'zod-internals/v4/classic/in-out.js';
export {
  ZodISODateTime,
  ZodISODate,
  ZodISOTime,
  ZodISODuration,
} from 'zod-internals/v4/classic/iso.js';
export * as iso from 'zod-internals/v4/classic/iso.js';
export * as coerce from 'zod-internals/v4/classic/coerce.js';
