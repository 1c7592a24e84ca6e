// DOM matchers for the kit's own tests; importing them here also gives tsc their types.
import '@testing-library/jest-dom';
