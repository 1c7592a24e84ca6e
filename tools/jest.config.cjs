const { createJestConfig } = require('@echowatch/configs/jest-preset');

// The S3 client says on every load that its releases from January 2027 need Node 22; the project
// runs on Node 20 until then (README, under the two commands), so a passing run does not repeat it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

module.exports = createJestConfig(__dirname, { testEnvironment: 'node' });
