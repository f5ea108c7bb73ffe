import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { apiRequest, useSessionStore } from '@harmo/shared';
import { renderWithQueryClient } from '../../../testing/render-with-query-client';
import { PatientProjectList } from './PatientProjectList';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

const PATIENT = 'b2c8e6a4-3f1d-4e5a-9c7b-0d1e2f3a4b5c';
const PROJECT = '5d0c9a8b-7e6f-4a3b-8c2d-1e0f9a8b7c6d';

it('lists the day joined as the day in Japan (04:03 JST is 19:03 UTC the day before)', async () => {
  useSessionStore.setState({
    patients: {
      [PATIENT]: { type: 'self', name: '山田 花子', kana: '', gender: 'female', birthDate: null },
    },
    currentPatientId: PATIENT,
  });
  const project = { projectId: PROJECT, title: '服薬フォローアップ', organiser: 'ひまわり薬局' };
  request.mockImplementation((path) =>
    Promise.resolve(
      path === `/ps/v1/patients/${PATIENT}/projects`
        ? { projects: [{ project, participation: { joinedAt: '2025-09-11T19:03:00.000Z' } }] }
        : { projects: [] },
    ),
  );
  renderWithQueryClient(
    <MemoryRouter>
      <PatientProjectList />
    </MemoryRouter>,
  );

  expect(await screen.findByTestId('joined-project')).toHaveTextContent(
    'ひまわり薬局・2025年9月12日から参加',
  );
});
