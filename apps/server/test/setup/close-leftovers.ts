import { afterAll } from 'vitest';
import { closeLeftoverApps } from '../helpers/test-app.ts';

afterAll(closeLeftoverApps);
