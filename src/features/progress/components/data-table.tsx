// The plain table behind a chart (its text alternative).
import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function DataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <HTMLTable compact striped className="progress-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={index > 0 ? 'progress-table__number' : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index} className="progress-table__number">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
