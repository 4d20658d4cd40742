import { routePaths } from '../../shared/route-paths';
import { ArticlePage } from './article-page';
import { cycleOfSanctityContent } from './content/cycle-of-sanctity';
import { RelatedLinks } from './related-links';

export default function CycleOfSanctityPage() {
  return (
    <ArticlePage content={cycleOfSanctityContent}>
      <RelatedLinks current={routePaths.cycleOfSanctity} />
    </ArticlePage>
  );
}
