import { routePaths } from '../../shared/route-paths';
import { ArticlePage } from './article-page';
import { whatIsAMikvahContent } from './content/what-is-a-mikvah';
import { RelatedLinks } from './related-links';

export default function WhatIsAMikvahPage() {
  return (
    <ArticlePage content={whatIsAMikvahContent}>
      <RelatedLinks current={routePaths.whatIsAMikvah} />
    </ArticlePage>
  );
}
