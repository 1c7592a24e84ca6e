import { setupServer } from 'msw/node';

/** The network-layer stand-in for every unit test; tests add handlers with apiServer.use(). */
export const apiServer = setupServer();
