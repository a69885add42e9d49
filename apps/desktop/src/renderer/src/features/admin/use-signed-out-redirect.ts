import { ADMIN_LOGIN_PATH, adminLoginPathFor } from '@rsd/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminKeys, isSignedOut } from './queries';

/**
 * Any admin call answered 401 (the session expired or was ended elsewhere): back to the sign-in screen, which
 * returns here afterwards. Watches every admin query and every mutation, so no screen has to remember it.
 * The session check itself is the guard's (RequireAdmin); a new sign-in replaces every admin query.
 */
export function useSignedOutRedirect(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const where = `${location.pathname}${location.search}`;
  const here = useRef(where);
  useEffect(() => {
    here.current = where;
  }, [where]);

  useEffect(() => {
    const signOut = () => {
      if (here.current.startsWith(ADMIN_LOGIN_PATH)) return;
      void navigate(adminLoginPathFor(here.current), { replace: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      const { queryKey, state } = event.query;
      const adminCall = queryKey[0] === adminKeys.all[0] && queryKey[1] !== adminKeys.me()[1];
      if (event.type === 'updated' && adminCall && state.status === 'error' && isSignedOut(state.error)) signOut();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.mutation.state.status === 'error' && isSignedOut(event.mutation.state.error)) signOut();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);
}
