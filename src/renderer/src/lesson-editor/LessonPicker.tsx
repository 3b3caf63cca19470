import { useState, type FormEvent, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';

/** The lessons the picker offers: the chosen course's in its order, or every lesson. */
function useLessonChoices(): { id: string; title: string }[] {
  const courseId = useAppStore((s) => s.authoringCourseId);
  const courses = useAppStore((s) => s.authoringCourses);
  const lessons = useAppStore((s) => s.authoringLessons);
  const course = courses.find((c) => c.id === courseId);
  return course ? course.lessons : lessons;
}

function NewLessonForm({ onDone }: { onDone: () => void }): ReactElement {
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (name === '' || busy) return;
    setBusy(true);
    void useAppStore
      .getState()
      .createAuthoringLesson(name)
      .then((result) => {
        setBusy(false);
        if (result.success) onDone();
      });
  };
  return (
    <form className="lesson-editor-new" onSubmit={submit}>
      <input
        type="text"
        className="lesson-editor-field"
        value={title}
        maxLength={120}
        placeholder="Title of the new lesson"
        aria-label="Title of the new lesson"
        autoFocus
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
      />
      <button type="submit" className="action-button primary" disabled={title.trim() === '' || busy}>
        Create
      </button>
      <button type="button" className="action-button" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

/** Which course and lesson the editor works on, and a new lesson (in that course, at its end). */
export function LessonPicker(): ReactElement {
  const courses = useAppStore((s) => s.authoringCourses);
  const courseId = useAppStore((s) => s.authoringCourseId);
  const lessonId = useAppStore((s) => s.authoringLesson?.lesson.id);
  const choices = useLessonChoices();
  const [creating, setCreating] = useState(false);
  // The open lesson stays listed even when the chosen course does not hold it.
  const open = useAppStore((s) => s.authoringLesson?.lesson);
  const listed =
    open && !choices.some((c) => c.id === open.id) ? [{ id: open.id, title: open.title }, ...choices] : choices;

  return (
    <div className="lesson-editor-picker">
      <label className="lesson-editor-label">
        Course
        <select
          className="lesson-editor-field"
          value={courseId ?? ''}
          onChange={(e) => useAppStore.getState().chooseAuthoringCourse(e.target.value || undefined)}
          data-testid="lesson-course"
        >
          <option value="">All lessons</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      <label className="lesson-editor-label lesson-editor-grow">
        Lesson
        <select
          className="lesson-editor-field"
          value={lessonId ?? ''}
          onChange={(e) => {
            if (e.target.value) void useAppStore.getState().openAuthoringLesson(e.target.value);
          }}
          data-testid="lesson-choice"
        >
          {lessonId === undefined && (
            <option value="">{listed.length > 0 ? 'Choose a lesson…' : 'No lessons yet'}</option>
          )}
          {listed.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="tool-button"
        onClick={() => setCreating(true)}
        disabled={creating}
        title={courseId ? 'New lesson at the end of this course' : 'New lesson'}
        aria-label="New lesson"
        data-testid="lesson-new"
      >
        <Icon name="plus" />
      </button>
      {creating && <NewLessonForm onDone={() => setCreating(false)} />}
    </div>
  );
}
