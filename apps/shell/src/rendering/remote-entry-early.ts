/** Marks the preload of the route's remote entry (`remoteEntry.js`) in the page's head. */
export const REMOTE_ENTRY_MARK = 'data-remote-entry';

/**
 * Runs the route's remote entry now, while the shell's startup libraries are still on their way:
 * on a phone the main thread has nothing else to do then, whereas hydration would otherwise stop
 * to run it (~25 ms at four times slower, with its load event) just before the page's own part.
 * The federation runtime finds the container the entry defines and does not load it again. The
 * element goes once it has run or failed: should the entry fail, the runtime must make its own
 * request (and retries) rather than wait on this one.
 */
export function runRemoteEntryEarly(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="script"][${REMOTE_ENTRY_MARK}]`)) {
    const script = doc.createElement('script');
    script.src = link.href;
    const leave = () => script.remove();
    script.addEventListener('load', leave, { once: true });
    script.addEventListener('error', leave, { once: true });
    doc.head.append(script);
  }
}
