import type { ReactNode } from 'react';
import { cellClass, headClass, tableClass } from '../admin-format.ts';

/** One table of the import's report under its heading, with a note when rows were left out. */
export function ImportReportTable({ id, title, columns, rows, more }: { id: string; title: string; columns: string[]; rows: { key: string; cells: ReactNode[] }[]; more: string | null }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="relative overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={headClass}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <td key={index} className={cellClass}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more && <p>{more}</p>}
    </section>
  );
}
