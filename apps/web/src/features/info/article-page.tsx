import type { ReactNode } from 'react';
import { Page } from '../../ui/page';
import { ArticleBody } from './article-body';
import type { Article } from './article-types';
import classes from './article.module.css';
import { useLocalized, type Localized } from './localized';

/** An information page: title, lead paragraph and sections, at a comfortable reading width. */
export function ArticlePage({ content, children }: { content: Localized<Article>; children?: ReactNode }) {
  const article = useLocalized(content);
  return (
    <Page title={article.title}>
      <article className={classes.article}>
        <p className={classes.lead}>{article.intro}</p>
        <ArticleBody sections={article.sections} />
        {children}
      </article>
    </Page>
  );
}
