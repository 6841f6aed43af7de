/**
 * The harness's side of `pageProbe.js`: installs it in every document of a page, arms its watch
 * in one document, and reads back (checked with zod) what it recorded there.
 */
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Frame } from 'playwright-core';
import { z } from 'zod';

const PROBE = fileURLToPath(new URL('./pageProbe.js', import.meta.url));

const recordingSchema = z.object({
  inputs: z.array(z.object({ type: z.string(), key: z.string(), t: z.number() })),
  seen: z.array(z.object({ label: z.string(), t: z.number(), id: z.string() })),
  /** `null` where the browser has no Long Animation Frames API. */
  frames: z
    .array(
      z.object({
        start: z.number(),
        duration: z.number(),
        blocking: z.number(),
        scripts: z.array(z.string()),
      }),
    )
    .nullable(),
  commits: z.number(),
  rendered: z.object({
    outline: z.record(z.string(), z.number()),
    canvas: z.record(z.string(), z.number()),
  }),
});

export type ProbeRecording = z.infer<typeof recordingSchema>;
export type LongFrame = NonNullable<ProbeRecording['frames']>[number];

/** What the probe waits for: `text` in an element, an element gone or there, focus, or a new `[attr]` element. */
export type Watch =
  | { kind: 'text'; selector: string; text: string }
  | { kind: 'gone'; selector: string }
  | { kind: 'present'; selector: string }
  | { kind: 'focus'; selector: string }
  | { kind: 'added'; selector: string };

export async function installProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: PROBE });
}

interface ProbeWindow {
  __editorBench?: {
    arm: (label: string, kind: string, selector: string, text: string) => void;
    reset: () => void;
  } & Record<string, unknown>;
}

/** Arms the probe of `frame`'s document: it records the paint that first shows `watch`. */
export async function arm(frame: Frame, label: string, watch: Watch): Promise<void> {
  const text = watch.kind === 'text' ? watch.text : '';
  await frame.evaluate(
    ([label, kind, selector, text]) => {
      (window as ProbeWindow).__editorBench?.arm(label, kind, selector, text);
    },
    [label, watch.kind, watch.selector, text] as const,
  );
}

/** Forgets the inputs, paints and renders recorded so far (long frames are kept). */
export async function resetProbe(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    (window as ProbeWindow).__editorBench?.reset();
  });
}

export async function readProbe(frame: Frame): Promise<ProbeRecording> {
  const raw: unknown = await frame.evaluate(() => {
    const probe = (window as ProbeWindow).__editorBench;
    return probe
      ? {
          inputs: probe.inputs,
          seen: probe.seen,
          frames: probe.frames,
          commits: probe.commits,
          rendered: probe.rendered,
        }
      : null;
  });
  return recordingSchema.parse(raw);
}

/** Polls `frame`'s probe until it has seen `label` painted; its time, or `null` after `timeoutMs`. */
export async function seenAt(
  frame: Frame,
  label: string,
  timeoutMs = 3000,
): Promise<{ t: number; id: string } | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Only the paints, not the whole recording: the poll itself should cost the page little.
    const raw: unknown = await frame.evaluate((label) => {
      const seen = (window as ProbeWindow).__editorBench?.seen;
      return Array.isArray(seen)
        ? (seen as { label: string }[]).filter((each) => each.label === label)
        : [];
    }, label);
    const seen = recordingSchema.shape.seen.parse(raw)[0];
    if (seen) return seen;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}
