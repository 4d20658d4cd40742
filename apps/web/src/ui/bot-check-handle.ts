/** What a form asks of its bot check at submit time. */
export interface BotCheckHandle {
  /**
   * A token for one request: the widget's solved payload the first time, a freshly solved one after
   * that (the server accepts each token once). Null when no token could be had.
   */
  take(): Promise<string | null>;
}
