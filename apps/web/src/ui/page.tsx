import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';
import classes from './page.module.css';

export interface PageProps {
  /** The page's one <h1>, also used for the document title. */
  title: string;
  /** Optional line under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** The frame every page renders inside the layout's <main>: title, heading and content. */
export function Page({ title, intro, children }: PageProps) {
  return (
    <div className={classes.page}>
      <DocumentTitle page={title} />
      <div className={classes.header}>
        <h1 className={classes.title}>{title}</h1>
        {intro ? <div className={classes.intro}>{intro}</div> : null}
      </div>
      {children}
    </div>
  );
}
