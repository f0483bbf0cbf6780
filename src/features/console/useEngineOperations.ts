import { useEffect, useState } from 'react';
import { useServices } from '../../state/AppServices.tsx';

/** The operations the engine answers today (empty until the engine has said). */
export function useEngineOperations(): ReadonlySet<string> {
  const { engine } = useServices();
  const [operations, setOperations] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    let current = true;
    void engine.operations().then((names) => {
      if (current) setOperations(new Set(names));
    });
    return () => {
      current = false;
    };
  }, [engine]);
  return operations;
}
