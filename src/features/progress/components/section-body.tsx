// Loading / error (with retry) / empty / content for one section, in a box as tall as the loaded content so
// the page does not jump when data arrives.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';

interface SectionBodyProps<T> {
  query: UseQueryResult<T>;
  minHeight?: number;
  isEmpty: (data: T) => boolean;
  empty: { title: string; description: string };
  children: (data: T) => ReactNode;
}

export function SectionBody<T>({ query, minHeight, isEmpty, empty, children }: SectionBodyProps<T>) {
  let content: ReactNode;
  if (query.isPending) content = <LoadingState />;
  else if (query.isError) content = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (isEmpty(query.data)) content = <EmptyState icon="chart" title={empty.title} description={empty.description} />;
  else return <>{children(query.data)}</>;
  return (
    <div className="progress-section__state" style={{ minHeight }}>
      {content}
    </div>
  );
}
