import path from 'node:path';
import { commandOutput, runCommand, type CommandOptions, type CommandResult } from './run-command';

// podman's default raises a container's open-files limit, which not every host allows (a root
// podman in a sandbox fails to start any container): containers.conf beside this file keeps the
// host's. CONTAINERS_CONF names another file, as podman itself reads it.
const CONTAINERS_CONF = process.env.CONTAINERS_CONF ?? path.join(import.meta.dirname, 'containers.conf');
const INSTALL = 'install it with apt-get install -y podman runc';

const options = (show = false): CommandOptions => ({ show, install: INSTALL, env: { ...process.env, CONTAINERS_CONF } });

export const podman = (args: readonly string[], show = false): Promise<CommandResult> => runCommand('podman', args, options(show));

/** podman's standard output, or an error with what it said. */
export const podmanOutput = (args: readonly string[], show = false): Promise<string> => commandOutput('podman', args, options(show));

export const imageExists = async (image: string): Promise<boolean> => (await podman(['image', 'exists', image])).code === 0;
