// For tests that render a page at a given address without a browser history.
export { MemoryRouter, Route, Routes } from 'react-router';
// For tests of data routes (loaders, route head) in a browser-like document.
export { createMemoryRouter } from 'react-router';
