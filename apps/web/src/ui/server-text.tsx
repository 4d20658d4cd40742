/**
 * A sentence the server or the card provider wrote. It may be in another language than the page (an
 * English one on a Hebrew page, a Hebrew one after she switched): isolated (<bdi>), it reads in its own
 * direction, its full stop at its end, whatever the direction around it.
 */
export function ServerText({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}
