import type { ProjectView } from '@harmo/contracts/projects';

/**
 * A project as the api shows it to a patient who does not own it, running since 2025-04-01 with
 * no end; a test names what it needs to be otherwise.
 */
export function projectView(changes: Partial<ProjectView> = {}): ProjectView {
  return {
    projectId: '5d0c9a8b-7e6f-4a3b-8c2d-1e0f9a8b7c6d',
    title: '服薬フォローアップ',
    description: '',
    organiser: 'ひまわり薬局',
    scopes: ['patient.medications'],
    startDate: '2025-04-01',
    endDate: null,
    joinCode: '7K3Q9XCDM2PA',
    isOwner: false,
    clientId: null,
    createdAt: '2025-04-01T00:00:00.000Z',
    ...changes,
  };
}
