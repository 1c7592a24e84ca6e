/** The user the image runs as (apps/shell/Containerfile's USER) and the manifests' runAsUser. */
export const SITE_USER = 10001;

/**
 * The only paths the server may write under a read-only root: libvips' spill files for very large
 * pictures (the server's own caches are in memory). A tmpfs under podman, an emptyDir on Kubernetes.
 */
export const WRITABLE_PATHS = ['/tmp'];

/** The user a Containerfile runs as, by number (`USER 10001:10001`). */
export function containerfileUser(containerfile: string): number | null {
  const user = /^USER (\d+)(?::\d+)?\s*$/m.exec(containerfile)?.[1];
  return user === undefined ? null : Number(user);
}
