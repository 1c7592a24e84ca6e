// Runs every workspace member's unit tests as one Jest run; each member also runs alone.
const fs = require('node:fs');
const path = require('node:path');

const roots = ['apps', 'packages'].flatMap((group) =>
  fs.readdirSync(path.join(__dirname, group)).map((name) => path.join(__dirname, group, name)),
);

roots.push(path.join(__dirname, 'tools'), path.join(__dirname, 'configs'));

module.exports = {
  // A run of several projects takes its time-out from here, not from the projects' own configs. It
  // catches a hung test; on a busy machine a sound one (password hashing, typing) takes far longer
  // than alone, so it is generous.
  testTimeout: 60_000,
  // A worker past this size after a file is replaced: one that has run many files holds ~1 GB,
  // and the whole run is faster with smaller ones. A process ending takes 0.3–0.8 s on a two-core
  // VM, so Jest (which waits 500 ms) can still report a worker as "failed to exit gracefully"
  // with no open handle behind it.
  workerIdleMemoryLimit: '600MB',
  projects: roots.filter((dir) => fs.existsSync(path.join(dir, 'jest.config.cjs'))),
};
