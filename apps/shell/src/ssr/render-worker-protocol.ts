import type { SiteConfig } from '@echowatch/contracts';
import type { RenderedPage, RenderObserver, RendererOptions, RenderRequest } from './render-contract';

/**
 * An error as it crosses a worker's port: its parts. What a page or a remote throws may hold
 * functions or other values a structured clone refuses, and a clone keeps no subclass anyway.
 */
export interface PassedError {
  name: string;
  message: string;
  stack?: string;
}

/** The options of a renderer in a worker: all of RendererOptions but the observer, which stays with the server. */
export type WorkerRendererOptions = Omit<RendererOptions, 'observer'>;

/** From the server to a render worker. */
export type ToRenderWorker = { type: 'render'; id: number; request: RenderRequest } | { type: 'warm'; id: number; config: SiteConfig };

type ObserverEvent = Exclude<keyof RenderObserver, 'problem'>;

/** An observer report from a worker: the call, with its arguments (a problem's error as its parts). */
export type ObservedReport =
  | { [Event in ObserverEvent]: { type: 'observed'; event: Event; args: Parameters<NonNullable<RenderObserver[Event]>> } }[ObserverEvent]
  | { type: 'observed'; event: 'problem'; args: [message: string, error: PassedError] };

/** From a render worker to the server. */
export type FromRenderWorker =
  | { type: 'ready' }
  | { type: 'start-failed'; error: PassedError }
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'render-failed'; id: number; error: PassedError }
  | { type: 'warmed'; id: number }
  | ObservedReport;

export function passError(error: unknown): PassedError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

/** The error again on the server's side, with the worker's name, message and stack. */
export function revivedError({ name, message, stack }: PassedError): Error {
  const error = new Error(message);
  error.name = name;
  if (stack !== undefined) error.stack = stack;
  return error;
}
