import { createBrowserRouter } from 'react-router';
import { routeTree } from './routes/route-tree.tsx';

export const router = createBrowserRouter(routeTree);
