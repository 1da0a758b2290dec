import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { isAuthorizationError, sessionExpired } from '../userThunks';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';

/**
 * A customer query of the account area: never cached (one customer's data never shows to the
 * next), and a token that expired mid-session signs the shopper out cleanly (the guard then
 * sends them to login and back).
 */
export function useCustomerQuery<TData, TVars extends OperationVariables>(query: TypedDocumentNode<TData, TVars>, variables?: TVars) {
  const dispatch = useAppDispatch();
  const result = useQuery(query, { variables, fetchPolicy: 'no-cache', context: { silent: true } } as useQuery.Options<TData, TVars>);
  useEffect(() => {
    if (result.error && isAuthorizationError(result.error)) void dispatch(sessionExpired());
  }, [result.error, dispatch]);
  return result;
}
