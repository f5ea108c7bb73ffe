import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { apiRequest, useSessionStore } from '@harmo/shared';
import { projectView } from '../../../testing/project-view';
import { renderWithQueryClient } from '../../../testing/render-with-query-client';
import { ProjectDetail } from './ProjectDetail';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

const PATIENT = 'b2c8e6a4-3f1d-4e5a-9c7b-0d1e2f3a4b5c';
const project = projectView();
const PROJECT = project.projectId;

/** The api as the page sees it: the patient takes part until the DELETE. */
function answerProject(joinedAt: string) {
  let left = false;
  request.mockImplementation((path, init) => {
    if (init?.method === 'DELETE') {
      left = true;
      return Promise.resolve(null);
    }
    if (path.endsWith('/projects')) {
      const participation = {
        projectId: PROJECT,
        patientId: PATIENT,
        scopes: project.scopes,
        joinedAt,
        leftAt: null,
      };
      return Promise.resolve({ projects: left ? [] : [{ project, participation }] });
    }
    return Promise.resolve(project);
  });
}

function renderDetail(language: 'ja' | 'en' = 'ja') {
  renderWithQueryClient(
    <MemoryRouter>
      <ProjectDetail projectId={PROJECT} joinCode={null} />
    </MemoryRouter>,
    language,
  );
}

beforeEach(() => {
  useSessionStore.setState({
    patients: {
      [PATIENT]: { type: 'family', name: '佐藤 トメ', kana: '', gender: 'female', birthDate: null },
    },
    currentPatientId: PATIENT,
  });
});
afterEach(() => request.mockReset());

describe('a project one takes part in', () => {
  it('shows the day joined as the day in Japan (04:03 JST is 19:03 UTC the day before)', async () => {
    answerProject('2025-09-11T19:03:00.000Z');
    renderDetail();
    expect(
      await screen.findByText('佐藤 トメさんは2025年9月12日から参加しています。'),
    ).toBeInTheDocument();
  });

  it('asks before leaving, with focus on the question; going back returns focus', async () => {
    answerProject('2025-09-12T01:00:00.000Z');
    const user = userEvent.setup();
    renderDetail();
    const opener = await screen.findByRole('button', { name: '参加をやめる' });
    await user.click(opener);

    const question = screen.getByText(
      /^「服薬フォローアップ」への佐藤 トメさんの参加をやめますか？/,
    );
    expect(question).toHaveFocus();
    expect(question).toHaveTextContent(
      'すでにプロジェクトが受け取った情報は、参加をやめても削除されません。',
    );
    const group = screen.getByRole('group', { name: question.textContent ?? '' });
    expect(within(group).getByRole('button', { name: '佐藤 トメさんの参加をやめる' })).not.toBe(
      opener,
    );
    await user.click(within(group).getByRole('button', { name: '参加を続ける' }));

    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: '参加をやめる' })).toHaveFocus();
    expect(request).not.toHaveBeenCalledWith(expect.anything(), { method: 'DELETE' });
  });

  it('leaves when asked twice, then puts focus on what happened', async () => {
    answerProject('2025-09-12T01:00:00.000Z');
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '参加をやめる' }));
    await user.click(screen.getByRole('button', { name: '佐藤 トメさんの参加をやめる' }));

    expect(request).toHaveBeenCalledWith(`/ps/v1/patients/${PATIENT}/projects/${PROJECT}`, {
      method: 'DELETE',
    });
    const done = await screen.findByText('佐藤 トメさんはこのプロジェクトの参加をやめました。');
    await waitFor(() => expect(done).toHaveFocus());
  });

  it('names the opener and the action apart in English', async () => {
    answerProject('2025-09-12T01:00:00.000Z');
    const user = userEvent.setup();
    renderDetail('en');
    await user.click(await screen.findByRole('button', { name: 'Leave the project' }));

    expect(
      screen.getByText(/^Stop taking part in “服薬フォローアップ” for 佐藤 トメ\?/),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Leave for 佐藤 トメ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep taking part' })).toBeInTheDocument();
  });
});
