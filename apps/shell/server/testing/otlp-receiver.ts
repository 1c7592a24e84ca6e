import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type AnyValue = { stringValue?: string; intValue?: number | string; doubleValue?: number; boolValue?: boolean; arrayValue?: { values?: AnyValue[] } };
type KeyValue = { key: string; value: AnyValue };

/** A span as an OTLP exporter sent it (`http/json`), its attributes and its resource's as plain values. */
export interface ReceivedSpan {
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  startMs: number;
  endMs: number;
  scope: string;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: { name: string; kind: number; traceId: string; spanId: string; parentSpanId?: string; startTimeUnixNano: string; endTimeUnixNano: string; attributes?: KeyValue[] }[];
    }[];
  }[];
}

function plain(value: AnyValue): unknown {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.doubleValue ?? value.boolValue;
}

const plainAttributes = (attributes: KeyValue[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, plain(value)]));

/** An OTLP/HTTP collector of one test: the spans sent to `<url>/v1/traces` as JSON, in order. */
export async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; stop: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url !== '/v1/traces' || !req.headers['content-type']?.includes('json')) {
        res.writeHead(415).end();
        return;
      }
      const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const { resource, scopeSpans = [] } of request.resourceSpans ?? []) {
        for (const { scope, spans: sent = [] } of scopeSpans) {
          for (const span of sent) {
            spans.push({
              name: span.name,
              kind: span.kind,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              startMs: Number(BigInt(span.startTimeUnixNano) / 1_000_000n),
              endMs: Number(BigInt(span.endTimeUnixNano) / 1_000_000n),
              scope: scope?.name ?? '',
              attributes: plainAttributes(span.attributes),
              resource: plainAttributes(resource?.attributes),
            });
          }
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
