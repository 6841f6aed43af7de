import type { ContentReport } from './publishing';
import type { PublishReport } from './publishReport';

/**
 * Where the publishing's gauges go: a registry read when Prometheus scrapes (the server's
 * `Metrics` is one). Declared here, so the content model needs nothing of the server.
 */
interface GaugeRegistry {
  gauge: (
    definition: { name: string; help: string } & (
      { read: () => number } | { labelName: string; read: () => Readonly<Record<string, number>> }
    ),
  ) => void;
}

const STATES = ['ok', 'pending', 'failed', 'degraded'] as const;

/** 1 for the state the report is in, 0 for the others. */
function stateGauge(report: PublishReport): Record<string, number> {
  return Object.fromEntries(STATES.map((state) => [state, report.result === state ? 1 : 0]));
}

/**
 * The content's publishing, as `/healthz` says it: its state (`content_publish_state{state}`,
 * 1 for the current one), when the content served was published, and how many problems the
 * folder as saved has.
 */
export function addPublishMetrics(metrics: GaugeRegistry, report: () => ContentReport): void {
  metrics.gauge({
    name: 'content_publish_state',
    help: 'The content saved against what is served: ok (the same), pending (a change not yet published), failed (refused) or degraded (the content store unreachable); 1 for the current state.',
    labelName: 'state',
    read: () => stateGauge(report().published),
  });
  metrics.gauge({
    name: 'content_last_published_timestamp_seconds',
    help: 'When the content served was published (read from the folder), in Unix seconds.',
    read: () => Date.parse(report().published.publishedAt) / 1000,
  });
  metrics.gauge({
    name: 'content_problems',
    help: 'Problems in the content folder as saved (0 unless its last change was refused).',
    read: () => {
      const published = report().published;
      return published.result === 'failed' ? published.problems : 0;
    },
  });
}
