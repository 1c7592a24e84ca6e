import pLimit from 'p-limit';

/** The route has as much work running and waiting as it takes: the answer is 503 with Retry-After. */
export class ImageBusyError extends Error {
  constructor() {
    super('too many pictures are being made');
    this.name = 'ImageBusyError';
  }
}

export interface WorkQueueLimits {
  /** Jobs running at one time. */
  concurrency: number;
  /** Jobs waiting for a turn; one more is refused at once. */
  queueLimit: number;
}

export type WorkQueue = <T>(job: () => Promise<T>) => Promise<T>;

/**
 * Runs jobs a few at a time (p-limit) and refuses one that would wait behind `queueLimit` others,
 * so a burst of distinct pictures costs bounded memory and CPU and the excess is told to come back.
 */
export function createWorkQueue({ concurrency, queueLimit }: WorkQueueLimits): WorkQueue {
  const limit = pLimit(concurrency);
  return (job) => {
    if (limit.activeCount >= concurrency && limit.pendingCount >= queueLimit) return Promise.reject(new ImageBusyError());
    return limit(job);
  };
}
