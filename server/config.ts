import { z } from 'zod';
import { readStoreSettings, type StoreSettings } from '../content-model';
import type { MediaSettings } from './emulator/media/renditions';
import { logFormatSchema, type LogFormat } from './http/logFormat';
import { trustProxySchema, type TrustProxy } from './http/trustProxy';
import type { MetricsListen } from './ops/metrics';
import type { RenderLimits } from './site/renderQueue';

/** A site base path: '' or segments like `/site` (no trailing slash). Shared with the site config. */
const basePathSchema = z
  .string()
  .transform((value) => (value === '/' ? '' : value.replace(/\/+$/, '')))
  .pipe(z.string().regex(/^(\/[\w.~-]+)*$/, 'a base path is empty or like /site'));

// An empty environment variable means "not set", as a shell user expects.
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** An http(s) url, reduced to its origin (`https://example.com:8443`). */
const originSchema = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);

/** A comma-separated list of `item`s; blanks around commas are ignored. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** Origins, for CORS. */
const originListSchema = commaList(originSchema);

/** A bearer token: what an `Authorization: Bearer …` header can carry. */
const tokenSchema = z.string().regex(/^[\x21-\x7E]+$/, 'a token is visible ASCII characters');

/** Bearer tokens the emulator accepts. */
const tokenListSchema = commaList(tokenSchema);

/** Hosts a token may be sent to over plain http: this machine only. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const envSchema = z.object({
  HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
  PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).default(4173)),
  SITE_BASE_PATH: z.preprocess(unsetIfEmpty, basePathSchema.optional()),
  SITE_DIR: z.preprocess(unsetIfEmpty, z.string().default('./dist/site')),
  API_ORIGIN: z.preprocess(unsetIfEmpty, originSchema.optional()),
  CORS_ORIGINS: z.preprocess(unsetIfEmpty, originListSchema.default([])),
  EMULATOR_ACCESS_TOKENS: z.preprocess(unsetIfEmpty, tokenListSchema.default([])),
  API_ACCESS_TOKEN: z.preprocess(unsetIfEmpty, tokenSchema.optional()),
  API_PAGE_MAX_AGE: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).optional()),
  NODE_ENV: z.preprocess(unsetIfEmpty, z.string().default('development')),
  MEDIA_RESIZE_CONCURRENCY: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).optional()),
  MEDIA_RESIZE_QUEUE: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).optional()),
  MEDIA_CACHE_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  MEDIA_DISK_CACHE_MB: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).optional()),
  MEDIA_MEMORY_CACHE_MB: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).optional()),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  LOG_FORMAT: z.preprocess(unsetIfEmpty, logFormatSchema.optional()),
  RENDER_CONCURRENCY: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).optional()),
  RENDER_QUEUE: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).optional()),
  TRUST_PROXY: z.preprocess(unsetIfEmpty, trustProxySchema.default(false)),
  METRICS_PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
  SCHEDULE_INTERVAL: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int().min(1).max(3600).optional(),
  ),
});

const checkedEnvSchema = envSchema.superRefine((values, context) => {
  const origin = values.API_ORIGIN;
  if (values.API_ACCESS_TOKEN !== undefined) {
    if (origin === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['API_ACCESS_TOKEN'],
        message: 'an access token needs API_ORIGIN, the org it is sent to',
      });
    } else if (origin.startsWith('http:') && !LOOPBACK_HOSTS.has(new URL(origin).hostname)) {
      context.addIssue({
        code: 'custom',
        path: ['API_ACCESS_TOKEN'],
        message: 'the access token is sent over https only (or over http to this machine)',
      });
    }
  }
});

/** The server's settings, read from environment variables. */
export interface ServerConfig {
  /** Interface to listen on. `HOST`, default `127.0.0.1`. */
  host: string;
  /** TCP port; 0 picks a free one. `PORT`, default 4173. */
  port: number;
  /** Prefix of every site, API and media path. `SITE_BASE_PATH`; unset: site.json's, else ''. */
  basePath: string | undefined;
  /**
   * Folder holding the site's content. `CONTENT_DIR`, default `./content`: the folder store's
   * content, or what the PostgreSQL store imports when its database is empty.
   */
  contentDir: string;
  /** Where the content is kept: `CONTENT_STORE` (folder, postgres), `DATABASE_URL`, `CONTENT_HISTORY_DIR`. */
  store: StoreSettings;
  /** Folder holding the built site. `SITE_DIR`, default `./dist/site`. */
  siteDir: string;
  /** Platform origin the site's SDK and page renders call. `API_ORIGIN`; unset: the server itself. */
  apiOrigin: string | undefined;
  /**
   * What page renders read `apiOrigin` with (see `OrgReadSettings`): `API_ACCESS_TOKEN`, the
   * bearer token the org requires (never sent to browsers; only with `API_ORIGIN`, over https
   * unless to this machine), and `API_PAGE_MAX_AGE`, the seconds a page rendered from the org is
   * kept (default 60). Unset ones are undefined.
   */
  orgReads: { accessToken?: string; pageMaxAgeMs?: number };
  /**
   * Origins whose pages may call the platform APIs across origins (CORS, credentials included).
   * `CORS_ORIGINS`, comma-separated (`https://app.example.com,http://localhost:5173`); default none.
   */
  corsOrigins: string[];
  /**
   * Bearer tokens the emulator's Connect API routes require. `EMULATOR_ACCESS_TOKENS`,
   * comma-separated; default none (no token required).
   */
  accessTokens: string[];
  /** True when `NODE_ENV=production`. */
  production: boolean;
  /** Pino log level. `LOG_LEVEL`, default `info`. */
  logLevel: string;
  /** `LOG_FORMAT`: `pretty` or `json`; unset (undefined): pretty at a terminal, else JSON. */
  logFormat: LogFormat | undefined;
  /** Page renders at once and waiting; unset ones keep their defaults. `RENDER_CONCURRENCY`, `RENDER_QUEUE`. */
  renders: Partial<RenderLimits>;
  /**
   * Image resizing limits and caches; unset (undefined) ones keep their defaults. `MEDIA_RESIZE_CONCURRENCY`,
   * `MEDIA_RESIZE_QUEUE`, `MEDIA_CACHE_DIR` (`off`: no disk cache), `MEDIA_DISK_CACHE_MB`,
   * `MEDIA_MEMORY_CACHE_MB`.
   */
  media: Partial<MediaSettings>;
  /**
   * Which proxies in front may tell the client's address and protocol (`X-Forwarded-For`,
   * `-Proto`, `-Host`). `TRUST_PROXY`: `false` (default), `true`, or comma-separated addresses
   * and CIDR ranges (`loopback`, `10.0.0.0/8`).
   */
  trustProxy: TrustProxy;
  /** Where Prometheus metrics are served; undefined (default) serves none. `METRICS_PORT`, `METRICS_HOST`. */
  metrics: MetricsListen | undefined;
  /** How often due scheduled publishes run, in ms; undefined keeps the default (30 s). `SCHEDULE_INTERVAL`, in seconds. */
  scheduleMs: number | undefined;
  /**
   * One line for each variable still set that the server no longer reads, naming what replaced
   * it (see `RETIRED_VARIABLES`); logged as warnings at start.
   */
  retired: string[];
}

/**
 * Variables of the development preview sign-in, which the editor's sign-in replaced, and what to
 * do instead. Still set, each is a warning rather than an error: ignoring them exposes nothing
 * (no sign-in is on that was not), and a server that still starts can say where to sign in.
 */
const RETIRED_VARIABLES: Readonly<Record<string, string>> = {
  PREVIEW_SIGN_IN:
    'the preview sign-in is gone: sign in to the editor at /editor to see the drafts (add a user with npm run editor:user -- add NAME --role admin)',
  PREVIEW_SECRET:
    "the preview sign-in is gone: the editor's sessions and preview links are signed with a secret the content store keeps",
  PREVIEW_STATE_DIR:
    "the preview sign-in is gone: the editor's sessions are kept in the content store",
  DRAFT_DIR:
    'draft files are no longer read: drafts are saved in the content store through the authoring API (PUT /editor/api/drafts/<file>, see docs/authoring-api.md)',
};

/** A line for each retired variable set (not empty) in `env`. */
function retiredVariables(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(RETIRED_VARIABLES)
    .filter(([name]) => unsetIfEmpty(env[name]) !== undefined)
    .map(([name, instead]) => `${name} is set but no longer read: ${instead}`);
}

const mebibytes = (count: number | undefined) =>
  count === undefined ? undefined : count * 2 ** 20;

/** The media settings the environment gives; unset ones are undefined (see `mediaSettings`). */
function givenMediaSettings(values: z.output<typeof envSchema>): Partial<MediaSettings> {
  const dir = values.MEDIA_CACHE_DIR;
  return {
    resizeConcurrency: values.MEDIA_RESIZE_CONCURRENCY,
    resizeQueue: values.MEDIA_RESIZE_QUEUE,
    cacheDir: dir === undefined ? undefined : dir === 'off' ? false : dir,
    diskCacheBytes: mebibytes(values.MEDIA_DISK_CACHE_MB),
    memoryCacheBytes: mebibytes(values.MEDIA_MEMORY_CACHE_MB),
  };
}

/** Reads and validates the environment; throws one Error naming every bad variable. */
export function readServerConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const store = readStoreSettings(env);
  return {
    host: values.HOST,
    port: values.PORT,
    basePath: values.SITE_BASE_PATH,
    contentDir: store.contentDir,
    store,
    siteDir: values.SITE_DIR,
    apiOrigin: values.API_ORIGIN,
    orgReads: {
      ...(values.API_ACCESS_TOKEN === undefined ? {} : { accessToken: values.API_ACCESS_TOKEN }),
      ...(values.API_PAGE_MAX_AGE === undefined
        ? {}
        : { pageMaxAgeMs: values.API_PAGE_MAX_AGE * 1000 }),
    },
    corsOrigins: values.CORS_ORIGINS,
    accessTokens: values.EMULATOR_ACCESS_TOKENS,
    production: values.NODE_ENV === 'production',
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    renders: { concurrency: values.RENDER_CONCURRENCY, queue: values.RENDER_QUEUE },
    media: givenMediaSettings(values),
    trustProxy: values.TRUST_PROXY,
    metrics:
      values.METRICS_PORT === undefined
        ? undefined
        : { host: values.METRICS_HOST, port: values.METRICS_PORT },
    scheduleMs:
      values.SCHEDULE_INTERVAL === undefined ? undefined : values.SCHEDULE_INTERVAL * 1000,
    retired: retiredVariables(env),
  };
}
