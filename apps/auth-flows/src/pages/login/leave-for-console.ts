/** A signed-in visitor leaves the public site for the product console (a full page load). */
export function leaveForConsole(url: string): void {
  window.location.assign(url);
}

export type Leave = (url: string) => void;
