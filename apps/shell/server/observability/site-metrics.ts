import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// From a cached page (~1 ms) to a render that waited out its data budget (~1 s) and beyond.
const SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

// Visitors' web vitals: each metric's buckets span good to poor (web.dev's thresholds are bounds).
const VITALS_LABELS = ['route', 'remote', 'version', 'cohort'] as const;
const LCP_SECONDS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10];
const FCP_SECONDS = [0.25, 0.5, 0.75, 1, 1.5, 1.8, 2.5, 3, 4, 6];
const TTFB_SECONDS = [0.05, 0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3];
const INP_SECONDS = [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2];
const CLS_SCORES = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/**
 * Everything the site server counts, in one registry of its own (not prom-client's global one, so
 * two servers in one process — tests — never share counts). Label values are bounded: route
 * patterns, remote names, the versions an environment names.
 */
export function createSiteMetrics() {
  const registry = new Registry();
  let heldVersions: () => { remote: string }[] = () => [];
  // Process memory, CPU, handles and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const options = { registers: [registry] };
  return {
    registry,
    requestDuration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: SECONDS,
      ...options,
    }),
    pageAnswers: new Counter({
      name: 'site_page_answers_total',
      help: 'Page answers by the remote that serves the route, the version of it served (the live one, a canary, else other) and status class (2xx, 3xx, 4xx, 5xx)',
      labelNames: ['remote', 'version', 'status'] as const,
      ...options,
    }),
    renderDuration: new Histogram({
      name: 'site_render_duration_seconds',
      help: 'Server render of a page, its data waits included, by route pattern',
      labelNames: ['route'] as const,
      buckets: SECONDS,
      ...options,
    }),
    dataDuration: new Histogram({
      name: 'site_page_data_duration_seconds',
      help: 'Time a server render waited for the page data',
      labelNames: ['route'] as const,
      buckets: SECONDS,
      ...options,
    }),
    remoteLoads: new Counter({
      name: 'site_remote_module_loads_total',
      help: 'Server loads of a remote page module, by remote, version and outcome (loaded, failed)',
      labelNames: ['remote', 'version', 'outcome'] as const,
      ...options,
    }),
    fallbacks: new Counter({
      name: 'site_remote_fallbacks_total',
      help: 'Pages whose remote slot the server rendered as the fallback, by remote, version and reason',
      labelNames: ['remote', 'version', 'reason'] as const,
      ...options,
    }),
    digestMismatches: new Counter({
      name: 'site_remote_digest_mismatches_total',
      help: 'Remote server files not run because they differ from the digest the environment pins, by remote and version',
      labelNames: ['remote', 'version'] as const,
      ...options,
    }),
    environmentRefreshes: new Counter({
      name: 'site_environment_refreshes_total',
      help: 'Reads of the shared environment (SITE_ENV_URL), by outcome (changed, unchanged, invalid, unreachable)',
      labelNames: ['outcome'] as const,
      ...options,
    }),
    breakerOpen: new Gauge({
      name: 'site_remote_circuit_open',
      help: '1 while a remote that failed repeatedly is skipped by the server, else 0',
      labelNames: ['remote'] as const,
      ...options,
    }),
    versionsHeld: new Gauge({
      name: 'site_remote_versions_held',
      help: 'Remote versions whose server modules are held in memory, by remote',
      labelNames: ['remote'] as const,
      // Read when scraped, from the renderer's own list: nothing to keep in step.
      collect() {
        this.reset();
        for (const { remote } of heldVersions()) this.inc({ remote });
      },
      ...options,
    }),
    /** Where the versions-held gauge reads from (the renderer, once loaded). */
    heldVersionsSource: (source: () => { remote: string }[]) => {
      heldVersions = source;
    },
    pageCache: new Counter({
      name: 'site_page_cache_lookups_total',
      help: 'Page cache lookups by result (hit, stale, revalidated, miss)',
      labelNames: ['result'] as const,
      ...options,
    }),
    browserFailures: new Counter({
      name: 'site_browser_failure_reports_total',
      help: 'Failures reported by browsers, by remote, version and kind (load, render)',
      labelNames: ['remote', 'version', 'kind'] as const,
      ...options,
    }),
    failureClients: new Counter({
      name: 'site_browser_failure_clients_total',
      help: 'Clients that reported a failure, by remote and version: each client once per remote version per window (what to alert on)',
      labelNames: ['remote', 'version'] as const,
      ...options,
    }),
    refusedReports: new Counter({
      name: 'site_browser_failure_reports_refused_total',
      help: 'Failure reports refused, by reason (cross-site, too-large, malformed, rate-limited)',
      labelNames: ['reason'] as const,
      ...options,
    }),
    webVitals: {
      LCP: new Histogram({
        name: 'site_web_vitals_lcp_seconds',
        help: 'Largest contentful paint of visitors\' page views, by route pattern, remote, version and cohort',
        labelNames: VITALS_LABELS,
        buckets: LCP_SECONDS,
        ...options,
      }),
      INP: new Histogram({
        name: 'site_web_vitals_inp_seconds',
        help: 'Interaction to next paint of visitors\' page views, by route pattern, remote, version and cohort',
        labelNames: VITALS_LABELS,
        buckets: INP_SECONDS,
        ...options,
      }),
      CLS: new Histogram({
        name: 'site_web_vitals_cls',
        help: 'Cumulative layout shift of visitors\' page views (no unit), by route pattern, remote, version and cohort',
        labelNames: VITALS_LABELS,
        buckets: CLS_SCORES,
        ...options,
      }),
      FCP: new Histogram({
        name: 'site_web_vitals_fcp_seconds',
        help: 'First contentful paint of visitors\' page views, by route pattern, remote, version and cohort',
        labelNames: VITALS_LABELS,
        buckets: FCP_SECONDS,
        ...options,
      }),
      TTFB: new Histogram({
        name: 'site_web_vitals_ttfb_seconds',
        help: 'Time to first byte of visitors\' page views, by route pattern, remote, version and cohort',
        labelNames: VITALS_LABELS,
        buckets: TTFB_SECONDS,
        ...options,
      }),
    },
    refusedVitals: new Counter({
      name: 'site_web_vitals_reports_refused_total',
      help: 'Web vitals reports refused, by reason (cross-site, too-large, malformed, rate-limited)',
      labelNames: ['reason'] as const,
      ...options,
    }),
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;
