import { ADMIN_ENDPOINTS, versionLabel, type HarvestState, type Simulator, type SimulatorInput } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { showToast } from '../../ui/toast';
import { apiErrorMessage, isStaleEdit } from '../admin/mutations';
import { refetchAfterWrite } from '../admin/queries';
import { adminWriteFailure } from '../admin/ui/admin-toasts';

/** Where the admin lands after a save, and what a delete refreshes. */
export const ADMIN_SIMULATORS_PATH = '/admin/simulators';

export type SimulatorSave = { id: null; input: SimulatorInput } | { id: number; input: SimulatorInput; expectedVersion: number };

/**
 * POST or PUT /api/simulators with the toasts of spec 8: 'Simulator created' / 'Simulator updated', or
 * 'Failed to create/update simulator: {message or Unknown error}'. Every admin query is refetched after.
 */
export function useSaveSimulator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SimulatorSave): Promise<Simulator> =>
      save.id === null
        ? callApi(ADMIN_ENDPOINTS.createSimulator, { body: save.input })
        : callApi(ADMIN_ENDPOINTS.updateSimulator, {
            params: { id: save.id },
            body: { ...save.input, expectedVersion: save.expectedVersion },
          }),
    onSuccess: (_saved, save) => {
      showToast({ title: save.id === null ? 'Simulator created' : 'Simulator updated' });
      return refetchAfterWrite(queryClient);
    },
    onError: (error, save) => {
      showToast({
        title: 'Error',
        description: `Failed to ${save.id === null ? 'create' : 'update'} simulator: ${apiErrorMessage(error) ?? 'Unknown error'}`,
        variant: 'destructive',
      });
    },
  });
}

/** Switching a tool's harvesting: off with the reason an admin gives, or on again. */
export type HarvestingChange = { id: number; enabled: false; reason: string } | { id: number; enabled: true };

export const HARVESTING_FAILED = 'Failed to switch harvesting. Please try again.';

/** PATCH /api/admin/simulators/:id/harvesting, toasted; every admin query (the harvest states among them) is asked again. */
export function useSetHarvesting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: HarvestingChange): Promise<HarvestState> =>
      callApi(ADMIN_ENDPOINTS.setHarvesting, {
        params: { id: change.id },
        body: change.enabled ? { enabled: true, reason: null } : { enabled: false, reason: change.reason },
      }),
    onSuccess: (_state, change) => {
      showToast({ title: change.enabled ? 'Harvesting switched on' : 'Harvesting switched off' });
      return refetchAfterWrite(queryClient);
    },
    onError: (error) => showToast({ title: 'Error', description: adminWriteFailure(error, HARVESTING_FAILED), variant: 'destructive' }),
  });
}

export const USE_RELEASE_FAILED = 'Failed to use the harvested release. Please try again.';

/**
 * "Use it": POST /api/admin/simulators/:id/use-harvested-release from the row version the admin saw. A 409 (the
 * record changed since, or there is no newer release any more) is no toast: the page offers to reload, as a stale
 * edit does.
 */
export function useApplyHarvestedRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expectedVersion }: { id: number; expectedVersion: number }): Promise<Simulator> =>
      callApi(ADMIN_ENDPOINTS.useHarvestedRelease, { params: { id }, body: { expectedVersion } }),
    onSuccess: (saved) => {
      const version = saved.lastReleaseVersion === null ? null : versionLabel(saved.lastReleaseVersion);
      showToast({ title: 'Release updated', description: version ? `The listing now shows ${version}.` : undefined });
      return refetchAfterWrite(queryClient);
    },
    onError: (error) => {
      if (isStaleEdit(error)) return;
      showToast({ title: 'Error', description: adminWriteFailure(error, USE_RELEASE_FAILED), variant: 'destructive' });
    },
  });
}
