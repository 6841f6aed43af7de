import { z } from 'zod';
import { ROLES } from './accountStore';

/** The records the folder store keeps of the accounts, as read back from its files. */

const isoTime = z.iso.datetime();

export const storedUserRecord = z.object({
  name: z.string().min(1),
  role: z.literal(ROLES),
  createdAt: isoTime,
  passwordChangedAt: isoTime,
  passwordHash: z.string().min(1),
});

/** `users.json`: every user, in the order they were added. */
export const usersRecord = z.object({ users: z.array(storedUserRecord) });

/** `sessions/<idHash>.json`. */
export const sessionRecord = z.object({
  idHash: z.string().min(1),
  user: z.string().min(1),
  createdAt: isoTime,
  seenAt: isoTime,
});

/** `failures/<sha256 of the key>.json`: the key's failed sign-ins, oldest first. */
export const failuresRecord = z.object({ key: z.string(), times: z.array(isoTime) });

/** `presence/<sha256 of the subject>.json`: each user's latest heartbeat on the subject. */
export const presenceRecord = z.object({
  subject: z.string(),
  users: z.record(z.string(), isoTime),
});

/** One line of `audit.jsonl`. */
export const auditLine = z.object({
  sequence: z.number().int().positive(),
  at: isoTime,
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  address: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
