/** What one cohort of a remote's canary did over a window, as Prometheus counted it from the site servers. */
export interface CohortFigures {
  /** Page answers of the remote's routes served with this version. */
  views: number;
  /** Slots the server rendered as the fallback (a load or a render that failed), `site_remote_fallbacks_total`. */
  fallbacks: number;
  /** Browsers that reported a failure, each once per version and window, `site_browser_failure_clients_total`. */
  failureClients: number;
  /** Page answers of status 5xx. */
  serverErrors: number;
  /** p75 in seconds, or null without a report; `vitalsReports` is how many page views reported them. */
  lcpP75: number | null;
  inpP75: number | null;
  vitalsReports: number;
}

export interface CanaryFigures {
  live: CohortFigures;
  canary: CohortFigures;
}

export interface FiguresQuery {
  /** Where Prometheus answers, e.g. http://127.0.0.1:9090. */
  prometheus: string;
  remote: string;
  live: string;
  canary: string;
  windowSeconds: number;
  timeoutMs?: number;
}

/** Prometheus could not be asked or did not answer a query: no figures, never a judgement. */
export class PrometheusUnavailable extends Error {}

const labelValue = (value: string) => JSON.stringify(value);

/** The PromQL of each figure of one version of one remote over the window. */
export function figureQueries(remote: string, version: string, windowSeconds: number): Record<keyof CohortFigures, string> {
  const of = `remote=${labelValue(remote)}, version=${labelValue(version)}`;
  const range = `[${windowSeconds}s]`;
  const total = (metric: string, extra = '') => `sum(increase(${metric}{${of}${extra}}${range}))`;
  const p75 = (metric: string) => `histogram_quantile(0.75, sum by (le) (increase(${metric}_bucket{${of}}${range})))`;
  return {
    views: total('site_page_answers_total'),
    fallbacks: total('site_remote_fallbacks_total'),
    failureClients: total('site_browser_failure_clients_total'),
    serverErrors: total('site_page_answers_total', ', status="5xx"'),
    lcpP75: p75('site_web_vitals_lcp_seconds'),
    inpP75: p75('site_web_vitals_inp_seconds'),
    vitalsReports: total('site_web_vitals_lcp_seconds_count'),
  };
}

interface QueryAnswer {
  status?: string;
  error?: string;
  data?: { resultType?: string; result?: { value?: [number, string] }[] };
}

/**
 * One instant query's single number: an empty answer (nothing counted in the window) is null, as
 * is a quantile of no observations (NaN).
 */
async function queryNumber(prometheus: string, query: string, timeoutMs: number): Promise<number | null> {
  const url = new URL('/api/v1/query', prometheus);
  let answer: Response;
  try {
    answer = await fetch(url, { method: 'POST', body: new URLSearchParams({ query }), signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // fetch says only "fetch failed"; why (refused, timed out, no such host) is its cause.
    const { message, cause } = error as { message?: string; cause?: { message?: string } };
    throw new PrometheusUnavailable(`Prometheus at ${prometheus} did not answer (${cause?.message ?? message ?? String(error)})`);
  }
  const body = (await answer.json().catch(() => ({}))) as QueryAnswer;
  if (!answer.ok || body.status !== 'success') {
    throw new PrometheusUnavailable(`Prometheus at ${prometheus} refused a query (${answer.status}${body.error ? `: ${body.error}` : ''})`);
  }
  const value = body.data?.result?.[0]?.value?.[1];
  if (value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

async function cohortFigures(prometheus: string, remote: string, version: string, windowSeconds: number, timeoutMs: number): Promise<CohortFigures> {
  const queries = Object.entries(figureQueries(remote, version, windowSeconds)) as [keyof CohortFigures, string][];
  const values = await Promise.all(queries.map(([, query]) => queryNumber(prometheus, query, timeoutMs)));
  const figure = (name: keyof CohortFigures) => values[queries.findIndex(([key]) => key === name)] ?? null;
  const count = (name: keyof CohortFigures) => figure(name) ?? 0;
  return {
    views: count('views'),
    fallbacks: count('fallbacks'),
    failureClients: count('failureClients'),
    serverErrors: count('serverErrors'),
    lcpP75: figure('lcpP75'),
    inpP75: figure('inpP75'),
    vitalsReports: count('vitalsReports'),
  };
}

/**
 * Both cohorts of a remote's canary over the last `windowSeconds`, from Prometheus's HTTP API: the
 * live version's figures and the canary's, told apart by the `version` label every one of these
 * metrics carries (web vitals also carry `cohort`; the version says the same for one remote).
 */
export async function readCanaryFigures({ prometheus, remote, live, canary, windowSeconds, timeoutMs = 10_000 }: FiguresQuery): Promise<CanaryFigures> {
  const [liveFigures, canaryFigures] = await Promise.all([
    cohortFigures(prometheus, remote, live, windowSeconds, timeoutMs),
    cohortFigures(prometheus, remote, canary, windowSeconds, timeoutMs),
  ]);
  return { live: liveFigures, canary: canaryFigures };
}

const rounded = (value: number) => String(Math.round(value));
const seconds = (value: number | null) => (value === null ? '–' : value < 1 ? `${Math.round(value * 1000)} ms` : `${value.toFixed(2)} s`);

/** Failures per page answer: fallbacks, browsers that reported one, and 5xx answers. */
export const failuresOf = (figures: CohortFigures) => figures.fallbacks + figures.failureClients + figures.serverErrors;
export const failureRatio = (figures: CohortFigures) => (figures.views > 0 ? failuresOf(figures) / figures.views : 0);

/** One cohort's figures in a line: "212 views, 3 failures (1.4%: 2 fallbacks, 1 browser, 0 5xx), p75 LCP 1.80 s, INP 120 ms (40 reports)". */
export function describeCohort(figures: CohortFigures): string {
  const failures = `${rounded(failuresOf(figures))} failures (${(failureRatio(figures) * 100).toFixed(1)}%: ${rounded(figures.fallbacks)} fallbacks, ${rounded(figures.failureClients)} browsers, ${rounded(figures.serverErrors)} 5xx)`;
  return `${rounded(figures.views)} views, ${failures}, p75 LCP ${seconds(figures.lcpP75)}, INP ${seconds(figures.inpP75)} (${rounded(figures.vitalsReports)} reports)`;
}
