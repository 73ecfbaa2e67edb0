import { Link } from 'react-router';

/** Tag chips lead to the explore feed narrowed to that tag. */
export function tagPath(tag: string): string {
  return `/explore?${new URLSearchParams({ tag }).toString()}`;
}

export function PostTags({ tags }: { tags: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagPath(tag)}
            className="inline-flex h-7 items-center rounded-full bg-brand-soft px-2.5 text-xs font-semibold text-brand-strong hover:bg-brand hover:text-on-brand"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
