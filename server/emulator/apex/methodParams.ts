import { z } from 'zod';
import { ApexError, truncate } from '../../http/platformErrors';
import type { Query } from '../cmsDelivery/queryParams';

/** JSON that is an object (not an array or null); kept as parsed so every key is checked. */
const isParamObject = (json: unknown): json is Record<string, unknown> =>
  z.object({}).loose().safeParse(json).success && !Array.isArray(json);

function parseObject(text: string, where: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApexError(400, `${where} is not valid JSON.`);
  }
  if (!isParamObject(json)) {
    throw new ApexError(400, `${where} must be a JSON object of named parameters.`);
  }
  return json;
}

/** GET: the `methodParams` query parameter, URL-encoded JSON; absent means no parameters. */
export function paramsFromQuery(query: Query): Record<string, unknown> {
  const raw = query.methodParams;
  if (Array.isArray(raw))
    throw new ApexError(400, "The 'methodParams' parameter was given more than once.");
  return raw === undefined ? {} : parseObject(raw, "The 'methodParams' parameter");
}

/** POST: the JSON body; an empty body means no parameters. */
export function paramsFromBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'string') throw new ApexError(400, 'The request body must be JSON.');
  return body.trim() === '' ? {} : parseObject(body, 'The request body');
}

/** Checks the parameters against the method's own; names the first offending one. */
export function checkParams<T>(
  schema: z.ZodType<T>,
  params: Record<string, unknown>,
  methodName: string,
): T {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const detail =
    issue?.code === 'unrecognized_keys'
      ? `unknown parameter '${truncate(issue.keys.join("', '"))}'`
      : `${issue?.path.join('.') ?? 'parameters'}: ${issue?.message ?? 'invalid'}`;
  throw new ApexError(400, `Invalid parameters for ${methodName}: ${detail}.`);
}
