import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  /** Shown as it runs (a build's steps) rather than only collected. */
  show?: boolean;
  env?: NodeJS.ProcessEnv;
  /** How to get the program when it is missing. */
  install?: string;
}

/**
 * Runs a program without blocking this process, which may be serving the image's test at the same
 * time; a missing program is an error that says how to install it.
 */
export function runCommand(command: string, args: readonly string[], { show = false, env, install }: CommandOptions = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (show) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (show) process.stderr.write(chunk);
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is missing${install ? `: ${install}` : ''}.`) : error),
    );
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Its standard output, or an error naming the command and what it said. */
export async function commandOutput(command: string, args: readonly string[], options: CommandOptions = {}): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.code})${result.stderr ? `:\n${result.stderr.trim()}` : ''}`);
  }
  return result.stdout;
}
