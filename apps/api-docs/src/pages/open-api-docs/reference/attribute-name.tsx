import { Fragment } from 'react';

/** A dotted attribute path that may break after each dot, e.g. data.hits[].<wbr>published_time. */
export function AttributeName({ path }: { path: string }) {
  const parts = path.split('.');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              .<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
