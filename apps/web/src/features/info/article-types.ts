/** A section of an information page: an <h2>, its paragraphs, and an optional list after them. */
export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface Article {
  title: string;
  intro: string;
  sections: ArticleSection[];
}
