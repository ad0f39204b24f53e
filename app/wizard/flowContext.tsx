import { createContext, useContext, type ReactNode } from 'react';

/**
 * A typed React context for one flow's store: `const { FlowProvider, useFlow } = createFlowContext<MyFlowStore>('my flow')`.
 * The root store holds shared resources only; each flow's pages read their own store through this.
 */
export function createFlowContext<F>(name: string) {
  const Context = createContext<F | null>(null);
  function FlowProvider({ flow, children }: { flow: F; children: ReactNode }) {
    return <Context.Provider value={flow}>{children}</Context.Provider>;
  }
  function useFlow(): F {
    const flow = useContext(Context);
    if (flow === null) throw new Error(`the ${name} store is read outside its <FlowProvider>`);
    return flow;
  }
  return { FlowProvider, useFlow };
}
