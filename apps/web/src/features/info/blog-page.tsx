import '@mantine/core/styles/Accordion.layer.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import { Page } from '../../ui/page';
import { ArticleBody } from './article-body';
import classes from './article.module.css';
import blogClasses from './blog.module.css';
import { BlogChecklists } from './blog-checklists';
import { BLOG_POSTS, blogContent, type BlogPost } from './content/blog-posts';

/** A post opens within /blog as /blog?post={slug}: the route table has no route per post. */
export const POST_PARAM = 'post';

export const postHref = (slug: string) => `${routePaths.blog}?${POST_PARAM}=${encodeURIComponent(slug)}`;

function PostDate({ date }: { date: string }) {
  const { i18n } = useTranslation();
  // Noon UTC keeps the calendar day the same in every time zone.
  const value = new Date(`${date}T12:00:00Z`);
  const text = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  return (
    <time dateTime={date} className={blogClasses.date}>
      {text}
    </time>
  );
}

function PostView({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  return (
    <Page title={post.title} intro={<PostDate date={post.date} />}>
      <article className={classes.article}>
        <p className={classes.lead}>{post.summary}</p>
        <ArticleBody sections={post.sections} />
        {post.checklists ? <BlogChecklists {...post.checklists} /> : null}
        <p className={blogClasses.back}>
          <Link to={routePaths.blog}>{t('blog.allPosts')}</Link>
        </p>
      </article>
    </Page>
  );
}

export default function BlogPage() {
  const { t } = useTranslation();
  const texts = blogContent.useContent();
  const posts: BlogPost[] = BLOG_POSTS.map((post) => ({ ...post, ...texts[post.slug] }));
  const [params] = useSearchParams();
  const slug = params.get(POST_PARAM);
  const post = slug ? posts.find((candidate) => candidate.slug === slug) : undefined;
  if (post) return <PostView post={post} />;

  return (
    <Page title={t('pages.blog')} intro={t('blog.intro')}>
      {slug ? (
        <p role="status" className={blogClasses.notice}>
          {t('blog.postNotFound')}
        </p>
      ) : null}
      <ul className={blogClasses.posts}>
        {posts.map((item) => (
          <li key={item.slug} className={blogClasses.card}>
            <article aria-labelledby={`post-${item.slug}`}>
              <h2 id={`post-${item.slug}`} className={blogClasses.cardTitle}>
                <Link to={postHref(item.slug)}>{item.title}</Link>
              </h2>
              <PostDate date={item.date} />
              <p>{item.summary}</p>
              <Link
                to={postHref(item.slug)}
                className={blogClasses.readLink}
                aria-describedby={`post-${item.slug}`}
              >
                {t('blog.readPost')}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </Page>
  );
}
