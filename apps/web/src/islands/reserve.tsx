import { DateIsland } from '../features/reserve/night/date-island';
import { hydrateIslands } from './hydrate';

/*
 * The script of /reserve when the server painted her arrival at a new booking's nights (decision
 * 0068): the date step takes her taps with React and its own code only; the views after it are the
 * app's. The light pages' script runs beside it.
 */
hydrateIslands({ 'reserve-date': DateIsland });
