/** Every react-query key of the data layer, from one factory so invalidation cannot miss one. */
export const queryKeys = {
  simulators: {
    all: ['simulators'] as const,
    list: () => [...queryKeys.simulators.all, 'list'] as const,
    detail: (id: number | null) => [...queryKeys.simulators.all, 'detail', id] as const,
  },
  technologies: {
    all: ['technologies'] as const,
    list: () => [...queryKeys.technologies.all, 'list'] as const,
    detail: (id: number) => [...queryKeys.technologies.all, 'detail', id] as const,
  },
} as const;
