import { createContext, useContext } from 'react';

/**
 * A light page (decision 0063) is drawn by the server and never taken over by the app: the browser
 * runs only its small behaviours (apps/web/src/light). What the app would draw later (the menu's
 * dialog, items for her roles, the install steps) is then in the server's markup from the start.
 */
export interface LightPage {
  /** The server's guess from the session cookie, until the page reads her stored session. */
  signedIn: boolean;
}

export const LightPageContext = createContext<LightPage | null>(null);

export const useLightPage = (): LightPage | null => useContext(LightPageContext);
