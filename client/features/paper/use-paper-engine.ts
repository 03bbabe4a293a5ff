import { useEffect, useState } from 'react';
import type { PaperEngine } from '../../../common/paper/engine';
import { loadPaperEngine } from './load-paper-engine';

export type PaperEngineState =
  | { status: 'loading' }
  | { status: 'ready'; engine: PaperEngine }
  | { status: 'failed'; error: Error; retry(): void };

/** The paper engine for a paper screen: loads it (once per page session) and reports a failure. */
export function usePaperEngine(): PaperEngineState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PaperEngineState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    loadPaperEngine().then(
      (engine) => isCurrent && setState({ status: 'ready', engine }),
      (error: Error) =>
        isCurrent &&
        setState({
          status: 'failed',
          error,
          retry: () => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          },
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  return state;
}
