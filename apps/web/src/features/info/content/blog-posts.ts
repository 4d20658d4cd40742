import { languageContent } from '../../../i18n/language-chunk';
import type { ArticleSection } from '../article-types';

export interface Checklist {
  title: string;
  items: string[];
}

/** The posts, newest first: each post's address (/blog?post={slug}) and ISO date of publication. */
export const BLOG_POSTS = [
  { slug: 'preparing-for-immersion', date: '2026-10-12' },
  { slug: 'your-visit-stays-yours', date: '2026-09-03' },
  { slug: 'a-kallahs-first-visit', date: '2026-07-21' },
] as const;
export type PostSlug = (typeof BLOG_POSTS)[number]['slug'];

/** A post's words, in one language. */
export interface PostTexts {
  title: string;
  summary: string;
  sections: ArticleSection[];
  /** Checklists shown as an accordion after the sections. */
  checklists?: { heading: string; lists: Checklist[] };
}

export type BlogPost = { slug: PostSlug; date: string } & PostTexts;

/** Every post's words by its slug, in the reader's language only (blog-posts.<language>.json). */
export const blogContent = languageContent<Record<PostSlug, PostTexts>>('features/info/content/blog-posts', {
  en: () => import('./blog-posts.en.json'),
  he: () => import('./blog-posts.he.json'),
});
