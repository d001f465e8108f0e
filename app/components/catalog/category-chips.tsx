import { LocalizedLink } from '../../lib/links.tsx';

/** Subcategories as a wrap of pill links. */
export function CategoryChips({ categories, className = '' }: { categories: { name: string; path: string }[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {categories.map((category) => (
        <li key={category.path}>
          <LocalizedLink
            to={category.path}
            className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium hover:border-olive-600"
          >
            {category.name}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
