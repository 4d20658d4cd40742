import type { ReactNode } from 'react';
import { Page } from '../../ui/page';
import { ArticleBody } from './article-body';
import type { LanguageContent } from '../../i18n/language-chunk';
import type { Article } from './article-types';
import classes from './article.module.css';

/** An information page: title, lead paragraph and sections, at a comfortable reading width. */
export function ArticlePage({
  content,
  children,
}: {
  content: LanguageContent<Article>;
  children?: ReactNode;
}) {
  const article = content.useContent();
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
