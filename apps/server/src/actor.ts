/**
 * Who did something, for the audit log. Beside the context, not in it: the shapes the context names
 * import nothing that imports the context.
 */
export interface Actor {
  userId: string | null;
  ip: string | null;
}
