import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandTextsContext, type IslandTexts } from './island-texts';

/**
 * Takes over each island of the page (island.tsx) whose name is in `components`, with the props and
 * texts the server rendered it with, so the first render in the browser is the server's markup.
 * Hydrated as a transition: React then yields to the browser every few milliseconds instead of
 * holding the page in one long task (a plain hydrateRoot is rendered at once), and a tap on a part
 * not yet hydrated hydrates that part first and is replayed to it.
 */
export function hydrateIslands(components: Readonly<Record<string, ComponentType<never>>>): void {
  document.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    // The island's name is the server's; a name no island has finds nothing.
    const Component = components[element.dataset.island ?? ''] as ComponentType<object> | undefined;
    if (!Component) return;
    // The props the server painted for this island.
    const { props, texts } = JSON.parse(element.dataset.islandProps ?? '{}') as {
      props: object;
      texts: IslandTexts;
    };
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandTextsContext.Provider value={texts}>
          <Component {...props} />
        </IslandTextsContext.Provider>,
      );
    });
  });
}
