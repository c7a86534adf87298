import { ApiError } from './api-error';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('names the status once, whether the text came from the API or from the client', () => {
    expect(describeError(new ApiError('http', 500, 'The API failed (HTTP 500)'))).toBe(
      'The API failed (HTTP 500)',
    );
    expect(describeError(new ApiError('http', 418, 'The API answered HTTP 418'))).toBe(
      'The API answered HTTP 418',
    );
    expect(describeError(new ApiError('http', 503, 'Service unavailable'))).toBe(
      'Service unavailable (HTTP 503)',
    );
  });

  it('says a very long wait in days, not in millions of minutes', () => {
    expect(describeError(new ApiError('http', 429, 'x', 2_147_484_000))).toBe(
      'The API is receiving too many requests. Wait 25 days and retry.',
    );
  });
});
