/** Tonight's weather as the rest of the server uses it: only through this file. */
export { tonightWeather } from './service.ts';
export { weatherRoutes } from './routes.ts';
