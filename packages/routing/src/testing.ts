// For tests that render a page at a given address without a browser history.
export { MemoryRouter } from 'react-router';
