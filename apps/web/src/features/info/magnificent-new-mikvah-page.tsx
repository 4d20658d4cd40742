import { routePaths } from '../../shared/route-paths';
import { ArticlePage } from './article-page';
import { magnificentNewMikvahContent } from './content/magnificent-new-mikvah';
import { RelatedLinks } from './related-links';

export default function MagnificentNewMikvahPage() {
  return (
    <ArticlePage content={magnificentNewMikvahContent}>
      <RelatedLinks current={routePaths.magnificentNewMikvah} />
    </ArticlePage>
  );
}
