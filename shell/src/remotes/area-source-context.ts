import { createContext, useContext } from 'react';
import type { AreaSource } from './area-source';

export const AreaSourceContext = createContext<AreaSource | null>(null);

export function useAreaSource(): AreaSource {
  const source = useContext(AreaSourceContext);
  if (!source) throw new Error('useAreaSource() needs an AreaSourceContext provider.');
  return source;
}
