/** @jest-environment node */
import path from 'node:path';
import { startTracing, tracingWanted } from './tracing';

// The SDK module stands for what tracing costs: a test fails if it is loaded when it should not be.
jest.mock('./tracing-sdk', () => {
  throw new Error('the tracing SDK was loaded');
});

const options = { packageFile: path.join(import.meta.dirname, '..', '..', 'package.json'), renderWorkerModule: 'render-worker-tracing.js' };
const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };

describe('tracingWanted', () => {
  it('is off unless an OTLP endpoint is named', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ', OTEL_SERVICE_NAME: 'site' })).toBe(false);
    expect(tracingWanted(endpoint)).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example/v1/traces' })).toBe(true);
  });

  it('is off when OTEL_SDK_DISABLED is true, whatever the endpoint', () => {
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'false' })).toBe(true);
  });

  it('refuses an endpoint that is no http(s) address, and an unknown protocol, naming the variable', () => {
    expect(() => tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow('OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// address (got "collector:4318").');
    expect(() => tracingWanted({ ...endpoint, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://collector' })).toThrow(/OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be/);
    expect(() => tracingWanted({ ...endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/xml' })).toThrow(
      'OTEL_EXPORTER_OTLP_PROTOCOL must be one of grpc, http/protobuf, http/json (got "http/xml").',
    );
  });
});

describe('startTracing', () => {
  it('starts nothing and loads no SDK without an endpoint', async () => {
    await expect(startTracing({}, options)).resolves.toBeNull();
    await expect(startTracing({ ...endpoint, OTEL_SDK_DISABLED: 'true' }, options)).resolves.toBeNull();
  });

  it('loads the SDK only when an endpoint is named', async () => {
    await expect(startTracing(endpoint, options)).rejects.toThrow('the tracing SDK was loaded');
  });
});
