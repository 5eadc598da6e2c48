/** `npm run i18n`: compiles messages/ into src/paraglide (generated, ignored by git). */
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from '../../integrations/paraglide-options.ts';

await compile(PARAGLIDE_OPTIONS);
