export {
  all,
  arrayOf,
  atLeast,
  describeIssue,
  int,
  isObject,
  isPlainObject,
  matches,
  number,
  object,
  oneOf,
  onlyKeys,
  optional,
  record,
  string,
  test,
} from './checks.js';
export type { Check } from './checks.js';
