import { z } from 'zod/mini';

// zod compiles object parsers with `new Function` when it may, and probes for that on the first
// parse: under the site's CSP (no 'unsafe-eval') the probe is refused and reported on every page
// load. The site's objects are small, so the interpreted parser costs nothing that shows.
z.config({ jitless: true });
