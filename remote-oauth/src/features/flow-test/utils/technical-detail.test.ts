import { ApiError } from '@harmo/shared';
import { technicalDetail } from './technical-detail';

describe('the technical detail of a failure', () => {
  it('gives an api error’s status, code and message', () => {
    expect(technicalDetail(new ApiError('grant request is invalid', 400, 'invalid_grant'))).toBe(
      'HTTP 400 invalid_grant: grant request is invalid',
    );
    expect(technicalDetail(new ApiError('Network error', 0, 'network_error'))).toBe(
      'network_error: Network error',
    );
  });

  it('does not repeat a code that is also the message', () => {
    expect(technicalDetail(new ApiError('http_502', 502, 'http_502'))).toBe('HTTP 502 http_502');
  });

  it('gives any other failure as it names itself', () => {
    expect(technicalDetail(new TypeError('Invalid URL'))).toBe('TypeError: Invalid URL');
  });
});
