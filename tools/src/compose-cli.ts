import { canaryCommand } from './compose/commands/canary-command';
import { checkCommand } from './compose/commands/check-command';
import { COMPOSE, CommandFailure } from './compose/commands/command-support';
import { promoteCommand } from './compose/commands/promote-command';
import { publishCommand } from './compose/commands/publish-command';
import { statusCommand } from './compose/commands/status-command';

// Each command with what it does; a short one has its first line beside it.
const COMMANDS: [string, string[]][] = [
  ['<env>', ['check an environment completely']],
  [
    'publish <remote> [--to <store>] [--no-build] [--exact] [--dist <folder>]',
    ['build one remote and publish it as a new version', '(<store>: a folder, default .deploy/cdn, or s3://bucket/prefix;', '--dist: publish that build folder, built elsewhere, instead)'],
  ],
  ['promote <remote>@<version> --env <env> [--store <store>]', ['check that version against <env>, then make it live', '(the version already live: pin its server digests)']],
  ['rollback <remote> --env <env> [--store <store>]', ['return to the version live before the last promotion']],
  ['status --env <env>', ['what <env> serves, where from and since when']],
  [
    'canary start <remote>@<version> --weight <1–50> --env <env> [--store <store>]',
    ['serve that version beside the live one to <weight>% of fresh visitors', '(checked and pinned like a promotion; again with another weight: change it)'],
  ],
  [
    'canary status --env <env> [--prometheus <url>] [--window <seconds>]',
    ['the canaries <env> runs and their weights', '(with --prometheus: each cohort\'s figures over the window, 600 s by default)'],
  ],
  [
    'canary watch <remote> --env <env> --prometheus <url> [--store <store>] [--window <seconds>] [--interval <seconds>] [--steps 5,25,50,100] [--min-views <n>] [--once]',
    [
      'judge the canary from Prometheus every interval (60 s) over the window (600 s):',
      'abort it on a clear regression (exit 1); after a healthy full window with --min-views (100)',
      'canary views raise it to the next step, and after the last promote it (exit 0);',
      '--once judges once (0: healthy or waiting, 1: aborted; 3: no canary runs). Thresholds:',
      '--max-failure-rise 0.02 (failures per view above live\'s) with --min-failures 5,',
      '--max-vital-ratio 1.25 (p75 LCP or INP against live\'s) with --min-vital-reports 20',
    ],
  ],
  ['canary promote <remote> --env <env>', ['make the canary live for everyone']],
  ['canary abort <remote> --env <env>', ['send every visitor back to the live version']],
];

const COLUMN = 55;
const USAGE = `Usage:
${COMMANDS.flatMap(([command, what]) => {
  const head = `  ${COMPOSE} ${command}`;
  const beside = head.length < COLUMN - 1;
  return [beside ? `${head.padEnd(COLUMN)}${what[0]}` : head, ...(beside ? what.slice(1) : what).map((line) => `${''.padEnd(COLUMN)}${line}`)];
}).join('\n')}
<env> is a name in configs/environments/ (of the checkout it runs in), a path to a .json file or s3://bucket/key.json.
--store is where the versions were published, for the server digests promote and rollback pin. By default: the
store the environment's history records for that remote (a promotion records the store it was given), else .deploy/cdn
for an environment file. An environment in a bucket whose remote has no recorded store needs --store once.
A production environment ("environment": "production", or one that pins any remote) must pin every
remote: production site servers (NODE_ENV=production) never run unpinned server code.`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
    case '--help':
      console.log(USAGE);
      return command ? 0 : 2;
    case 'publish':
      return publishCommand(rest);
    case 'promote':
    case 'rollback':
      return promoteCommand(command, rest);
    case 'status':
      return statusCommand(rest);
    case 'canary':
      return canaryCommand(rest);
    case 'check':
      return checkCommand(rest[rest.indexOf('--env') + 1] ?? '');
    default:
      return checkCommand(command);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Expected failures are sentences for the person at the terminal; anything else is a bug.
    if (error instanceof CommandFailure) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
