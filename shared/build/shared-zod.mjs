/**
 * The copy of zod shared by the host and every remote (one per page).
 *
 * A shared module is bundled whole, and zod's main entry also carries every locale's messages,
 * the JSON Schema converters and the compiler, which no screen uses: shared as is, zod weighs about
 * 90 KiB gzip, more than the two tree-shaken copies it replaces. This entry is zod's own
 * `zod/v4/classic/external` without those parts; `import { z } from 'zod'` keeps working unchanged
 * in every app, and `test/shared-zod.test.ts` checks that nothing the apps use is missing.
 * `zod-internals/` is zod's package folder (an alias set by webpack.cjs: these files are not in
 * its package exports).
 */
import { config } from 'zod-internals/v4/core/index.js';
import en from 'zod-internals/v4/locales/en.js';
import * as z from './shared-zod-members.mjs';

// zod's main entry installs the English messages; the apps translate the issues they show.
config(en());
// No compiled parsers. zod compiles an object's parser with `new Function` unless told not to, and
// asks whether it may by calling it once, on the first object it checks. The apps' pages forbid
// eval (their Content-Security-Policy has no 'unsafe-eval'), so that call could only fail, and the
// browser reports each refusal as a violation of the policy: one on every page that checks a
// contract, in the console and to any report endpoint.
config({ jitless: true });

export * from './shared-zod-members.mjs';
export { z };
export default z;
