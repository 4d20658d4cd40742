// `npm start`: build what is not built, then run the server (it migrates and seeds its database itself).
import { buildAll } from './build.mjs';

await buildAll();
await import('../apps/server/dist/main.mjs');
