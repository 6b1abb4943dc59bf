import { createContext, useContext } from 'react';
import { DEMO_OPERATOR } from '../contract/demo-operator';
import type { OperatorBranding } from '../contract/operator';

/**
 * The operator's run-time configuration (operator.json), provided by the shell; remotes read it with useOperator()
 * (e.g. the operator's own pages they link to), so no remote compiles an operator in.
 */
export const OperatorContext = createContext<OperatorBranding>(DEMO_OPERATOR);

export const useOperator = (): OperatorBranding => useContext(OperatorContext);
