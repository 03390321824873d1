import { describe, expect, it } from 'vitest';
import { parseQueryInput, parseReplaceInput } from './parse-entries';

describe('membership entries', () => {
  it('split on commas, semicolons, spaces and newlines, lower-case and de-duplicate', () => {
    const parsed = parseQueryInput('JDoe2, jdoe2@illinois.edu;ab1\n\n  x@gmail.com  a!b  ALICE@ILLINOIS.EDU');
    expect(parsed).toEqual({ netIds: ['jdoe2', 'ab1', 'alice'], invalid: ['x@gmail.com', 'a!b'] });
  });

  it('keep whole lines in the replace box and reject a foreign domain', () => {
    expect(parseReplaceInput(' jdoe2 \n\nbob@example.com\nCarol@illinois.edu\nthis has spaces')).toEqual({
      netIds: ['jdoe2', 'carol'],
      invalid: ['bob@example.com', 'this has spaces'],
    });
  });
});
