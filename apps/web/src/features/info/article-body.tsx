import type { ArticleSection } from './article-types';
import classes from './article.module.css';

/** The sections of an article, headings in order (the page's <h1> is above them). */
export function ArticleBody({
  sections,
  headingLevel = 2,
}: {
  sections: ArticleSection[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={classes.body}>
      {sections.map((section) => (
        <section key={section.heading} className={classes.section}>
          <Heading className={classes.heading}>{section.heading}</Heading>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul className={classes.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
