import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { courseTally, lastOpenedLesson, tallyWords } from './lesson-progress';

/** The courses in the library, each with how far the student got; a click opens its lessons. */
export function CourseList(): ReactElement {
  const courses = useAppStore((s) => s.courses);
  const metas = useAppStore((s) => s.lessonMetas);
  const progress = useAppStore((s) => s.lessonProgress);
  const problem = useAppStore((s) => s.coursesProblem);
  if (problem)
    return (
      <p className="lessons-problem" role="alert">
        {problem.message}
        {problem.hint && <span className="lessons-hint">{problem.hint}</span>}
      </p>
    );
  if (courses === undefined) return <p className="panel-empty">Reading the courses…</p>;
  if (courses.length === 0)
    return (
      <p className="panel-empty">
        No courses yet. A course file (.course.json) brings one, or the assistant writes lessons in Course mode.
      </p>
    );
  return (
    <ul className="lessons-list" aria-label="Courses" data-testid="course-list">
      {courses.map((course) => {
        const tally = courseTally(course, metas, progress[course.id]);
        const last = lastOpenedLesson(course, progress[course.id]);
        const lastTitle = course.lessons.find((l) => l.id === last)?.title;
        return (
          <li key={course.id}>
            <button
              type="button"
              className="lessons-row"
              data-course-id={course.id}
              onClick={() => void useAppStore.getState().openCourse(course.id)}
            >
              <span className="lessons-row-title">{course.title}</span>
              <span className="lessons-row-meta">
                {course.lessons.length} {course.lessons.length === 1 ? 'lesson' : 'lessons'} · {tallyWords(tally)}
              </span>
              {lastTitle !== undefined && <span className="lessons-row-meta">Last read: {lastTitle}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
