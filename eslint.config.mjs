import { eslintConfig } from './configs/eslint/eslint-config.mjs';

export default eslintConfig;
