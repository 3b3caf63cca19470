import type { ReactElement } from 'react';
import { DockablePanel } from '../panels/DockablePanel';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import { CourseList } from './CourseList';
import { LessonList } from './LessonList';
import { LessonReader } from './LessonReader';

/**
 * The Lessons panel (issue #26, the reader): courses → a course's lessons with the exercises passed →
 * a lesson. A panel beside the canvas (docked right at first): the student reads, then builds on
 * the canvas next to it.
 */
export function LessonsPanel(): ReactElement {
  const place = useAppStore((s) => s.lessonsPlace);
  const courseTitle = useAppStore((s) =>
    place.kind === 'courses' ? undefined : s.courses?.find((c) => c.id === place.courseId)?.title,
  );
  const lessonTitle = useAppStore((s) => (place.kind === 'lesson' ? s.lessonReading?.lesson?.title : undefined));
  const back =
    place.kind === 'lesson'
      ? {
          label: `Back to ${courseTitle ?? 'the course'}`,
          go: () => void useAppStore.getState().openCourse(place.courseId),
        }
      : place.kind === 'course'
        ? { label: 'Back to the courses', go: () => useAppStore.getState().showCourses() }
        : undefined;
  const tools = back && (
    <button type="button" className="tool-button" onClick={back.go} title={back.label} aria-label={back.label}>
      <Icon name="back" />
    </button>
  );
  return (
    <DockablePanel
      id="lessons"
      title={place.kind === 'lesson' ? (lessonTitle ?? 'Lesson') : 'Lessons'}
      className="lessons-panel"
      testId="lessons"
      tools={tools}
      closeLabel="Close the lessons"
      onClose={() => useAppStore.getState().setLessonsOpen(false)}
    >
      <div className={`lessons-body lessons-body-${place.kind}`}>
        {place.kind === 'courses' && <CourseList />}
        {place.kind === 'course' && <LessonList courseId={place.courseId} />}
        {place.kind === 'lesson' && <LessonReader />}
      </div>
    </DockablePanel>
  );
}
