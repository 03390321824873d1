/**
 * Spans around the outgoing calls no instrumentation sees (SMTP: nodemailer speaks over raw
 * sockets). Tracing (src/tracing.ts) installs the runner when it starts; until then `inSpan` is a
 * plain call, so code that uses it loads nothing of OpenTelemetry.
 */
export type SpanRunner = <T>(name: string, attributes: Record<string, string>, run: () => Promise<T>) => Promise<T>;

let runner: SpanRunner = (_name, _attributes, run) => run();

export const inSpan: SpanRunner = (name, attributes, run) => runner(name, attributes, run);

export function installSpanRunner(next: SpanRunner): void {
  runner = next;
}
