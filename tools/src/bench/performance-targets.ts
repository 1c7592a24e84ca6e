import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

export interface BundleBudgets {
  /** Packages every app shares: on any route, modules of each may come from one app only. */
  singletons: string[];
  /** Route → gzip KB of JavaScript a first visit may download. */
  routes: Record<string, number>;
  /** Chunk names (`webpackChunkName`) loaded only once the page is live: reported, never counted in a route's first load. */
  afterLive: string[];
}

export interface LighthouseTargets {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface LoadTargets {
  connections: number;
  /** How long each route is measured, once warm. */
  seconds: number;
  /** Requests sent to a route before it is measured. */
  warmUpRequests: number;
  dataRoutes: string[];
  staticRoutes: string[];
  targets: {
    dataCachedRps: number;
    dataUncachedRps: number;
    dataP99Ms: number;
    staticRps: number;
    /** With the data cache off, a data page's rate as a share of the static pages' (mean, measured in the same run). */
    dataUncachedShareOfStatic: number;
    /** …and its p99, in ms. */
    dataUncachedP99Ms: number;
  };
  /** Promotions while requests flow: the median RSS of the last `window` at most `maxGrowthAfterSettled` × that of `window` from promotion `settledAfter`. */
  memory: { remote: string; promotions: number; firstRequests: number; totalRequests: number; settledAfter: number; window: number; maxGrowthAfterSettled: number; routes: string[] };
  /** One of `instances` site servers behind nginx gets SIGTERM `stopAfterSeconds` into a run of `seconds`: 0 failed requests. */
  stopUnderLoad: { instances: number; seconds: number; stopAfterSeconds: number; paths: string[] };
}

export interface PerformanceTargets {
  lighthouse: { routes: string[]; targets: LighthouseTargets };
  ttfb: { routes: string[]; staticRoutes: string[]; warmupRequests: number; requests: number; staticTargetMs: number };
  /** The phone part: routes, and the longest gap from first contentful paint to hydrated (median). */
  firstPaint: { routes: string[]; gapTargetMs: number };
  load: LoadTargets;
}

const readConfig = <T>(name: string): T => JSON.parse(readFileSync(path.join(ROOT, 'configs', name), 'utf8')) as T;

export const loadBundleBudgets = () => readConfig<BundleBudgets>('bundle-budgets.json');
export const loadPerformanceTargets = () => readConfig<PerformanceTargets>('performance-targets.json');
