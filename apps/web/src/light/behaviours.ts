import { enhanceAccordion } from './accordion';
import { enhanceBanner } from './banner';
import { enhanceChoice } from './choice';
import { enhanceDialog } from './dialog';
import { enhanceDisclosure } from './disclosure';
import { trackHeaderSize } from './header-size';
import { enhanceInstall } from './install';
import { enhanceMenu } from './menu';
import { enhanceShowMap } from './show-map';
import { enhanceSignedIn } from './signed-in';
import { enhanceTabs } from './tabs';

/*
 * What a part of a page does, named in its markup (data-behaviour="tabs"): the page's React code
 * draws it, and this code makes it work, on a light page (main.ts) and inside the app alike
 * (use-behaviours.ts). Each answers how to undo it.
 */
type Behaviour = (element: HTMLElement) => () => void;

const dialogOnly =
  (behaviour: (dialog: HTMLDialogElement) => () => void): Behaviour =>
  (element) =>
    element instanceof HTMLDialogElement ? behaviour(element) : () => undefined;

const behaviours: Record<string, Behaviour> = {
  accordion: enhanceAccordion,
  banner: dialogOnly(enhanceBanner),
  choice: (element) => (element instanceof HTMLSelectElement ? enhanceChoice(element) : () => undefined),
  dialog: dialogOnly(enhanceDialog),
  disclosure: enhanceDisclosure,
  // Only tonight's mikvaot has it: fetched there, never with the other pages' script (its budget).
  distance: (element) => {
    let undo: (() => void) | undefined;
    let undone = false;
    void import('./distance').then(({ enhanceDistance }) => {
      if (!undone) undo = enhanceDistance(element);
    });
    return () => {
      undone = true;
      undo?.();
    };
  },
  'header-size': trackHeaderSize,
  install: enhanceInstall,
  menu: enhanceMenu,
  reload: (element) => {
    const reload = () => window.location.reload();
    element.addEventListener('click', reload);
    return () => element.removeEventListener('click', reload);
  },
  'show-map': enhanceShowMap,
  'signed-in': enhanceSignedIn,
  tabs: enhanceTabs,
};

/** Wires every part of `root` that names a behaviour; answers how to unwire them all. */
export function applyBehaviours(root: ParentNode): () => void {
  const undo: (() => void)[] = [];
  root.querySelectorAll<HTMLElement>('[data-behaviour]').forEach((element) => {
    for (const name of (element.dataset.behaviour ?? '').split(' ')) {
      const behaviour = behaviours[name];
      if (behaviour) undo.push(behaviour(element));
    }
  });
  return () => undo.forEach((fn) => fn());
}
