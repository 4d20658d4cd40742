import { routePaths } from '../../shared/route-paths';
import { ArticlePage } from './article-page';
import { aboutContent } from './content/about';
import { RelatedLinks } from './related-links';

export default function AboutPage() {
  return (
    <ArticlePage content={aboutContent}>
      <RelatedLinks current={routePaths.about} />
    </ArticlePage>
  );
}
