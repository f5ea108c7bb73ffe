import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readJanInput } from '../utils/jan-input';

/** The query parameter that holds the code looked up. */
const JAN_CODE_PARAM = 'code';

/** The code in the address once it passes the field's checks, written as they write it. */
function codeOf(param: string | null): string | null {
  if (param === null) return null;
  const read = readJanInput(param);
  return read.ok ? read.janCode : null;
}

/**
 * The JAN code looked up, kept in the address (`?code=`): a JAN code is no personal data, and a
 * reload or a shared link looks it up again. The entry is replaced, not pushed, so the back button
 * leaves the page as before; the address's other parameters stay.
 *
 * `show(code)` shows the code at once; the address follows after the render, outside the event
 * that looked it up (React takes a router update made in a form's submit for the form's own
 * action), and until it does, the code just shown stands. Any other change of the address wins.
 */
export function useCodeInAddress(): {
  code: string | null;
  /** The parameter as the address has it, even when it is no valid code (a mistyped link). */
  param: string | null;
  show: (code: string | null) => void;
} {
  const [params, setParams] = useSearchParams();
  const { key: entry } = useLocation();
  // A code shown before the address has it, and the address it was shown on.
  const [ahead, setAhead] = useState<{ code: string | null; entry: string } | null>(null);
  const waiting = ahead !== null && ahead.entry === entry;
  const param = params.get(JAN_CODE_PARAM);

  useEffect(() => {
    if (!waiting) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (ahead.code) next.set(JAN_CODE_PARAM, ahead.code);
        else next.delete(JAN_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [waiting, ahead, setParams]);

  const show = useCallback((code: string | null) => setAhead({ code, entry }), [entry]);
  return { code: waiting ? ahead.code : codeOf(param), param, show };
}
