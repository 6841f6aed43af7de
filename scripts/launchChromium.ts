import { chromium, type Browser } from 'playwright-core';

/** Flags for Debian's Chromium here: root needs no sandbox; the closed network wants no pings. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (or `CHROMIUM_PATH`) driven by playwright-core; it never downloads one. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
