/**
 * Stands where streamed product cards will appear: the same grid with card-sized boxes, so the
 * page does not move when they arrive; announced once as loading to assistive technology.
 */
export function ProductGridPlaceholder({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 min-[1500px]:grid-cols-6">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex flex-col rounded-lg border border-line bg-white p-3">
            <div className="aspect-square rounded bg-sand" />
            <div className="mt-3 h-10 rounded bg-sand" />
            <div className="mt-4 h-6 w-1/2 rounded bg-sand" />
            <div className="mt-2 h-11 rounded bg-sand" />
          </li>
        ))}
      </ul>
    </div>
  );
}
